import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedMedia } from '../../../lib/mediaUpload';
import { PublishProgress } from '../editor/PublishProgress';
import { PUBLISH_MESSAGES, usePublishToShop } from './usePublishToShop';

/** The browser's XMLHttpRequest as far as the upload uses it; the test plays the network's part. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
}

const MEDIA: UploadedMedia = {
  id: 'm1',
  url: `/media/${'c'.repeat(64)}-800.webp`,
  width: 800,
  height: 800,
  format: 'png',
  variants: [150, 300, 600, 800].map((size) => ({ size, url: `/media/${'c'.repeat(64)}-${size}.webp` })),
  createdAt: '2026-11-27T10:00:00.000Z',
};

/** The editor's and the gallery's use of it: a button, the progress bar, what came back. */
function Publisher() {
  const { publish, progress } = usePublishToShop();
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void publish(new Blob(['png']), 'box.png').then((m) => setResult(m ? m.url : 'refusée'))
        }
      >
        Publier sur la boutique
      </button>
      <PublishProgress progress={progress} />
      <output>{result}</output>
    </>
  );
}

describe("'Publier sur la boutique'", () => {
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    localStorage.setItem('token', 'jeton-admin');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the upload’s progress bar while the image is sent, then the library’s answer', async () => {
    render(
      <>
        <Toaster />
        <Publisher />
      </>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publier sur la boutique' }));
    const upload = FakeUpload.sent[0]!;
    expect([upload.method, upload.url]).toEqual(['POST', '/api/admin/media']);
    expect(upload.headers.Authorization).toBe('Bearer jeton-admin');
    expect((upload.body!.get('file') as File).name).toBe('box.png');
    expect(screen.getByRole('progressbar', { name: 'Progression de la publication' })).toHaveAttribute(
      'value',
      '0',
    );

    act(() => upload.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Progression de la publication' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(screen.getByText('Publication… 50 %')).toBeInTheDocument();
    act(() => upload.progress(3, 4));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '75');

    act(() => upload.answer(201, MEDIA));
    expect(await screen.findByText(PUBLISH_MESSAGES.published)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText(MEDIA.url)).toBeInTheDocument();
  });

  it('a refused image: the bar goes away and the server’s French message is shown', async () => {
    render(
      <>
        <Toaster />
        <Publisher />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publier sur la boutique' }));
    const upload = FakeUpload.sent[0]!;
    act(() => upload.progress(100, 100));
    const refusal = "Ce fichier n'est pas une image lisible (jpeg, png, webp, gif ou avif)";
    act(() => upload.answer(415, { statusCode: 415, code: 'MEDIA_NOT_AN_IMAGE', message: refusal }));
    expect(await screen.findByText(PUBLISH_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('refusée')).toBeInTheDocument();
  });
});
