import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_NAME, closeDatabase, listGallery, putGalleryImage } from '../lib/db';
import type { GalleryImage } from '../lib/gallery';
import GalleryPage from './GalleryPage';

function image(id: string, patch: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id,
    name: `${id}.jpg`,
    originalName: `${id}.jpg`,
    dataUrl: 'data:image/jpeg;base64,AAAA',
    size: 2048,
    type: 'image/jpeg',
    createdAt: new Date().toISOString(),
    dimensions: { width: 800, height: 600 },
    tags: [],
    description: '',
    metadata: {},
    ...patch,
  };
}

function renderGallery() {
  const router = createMemoryRouter(
    [
      { path: '/admin/gallery', element: <GalleryPage /> },
      { path: '/admin/image-editor', element: <p>éditeur</p> },
    ],
    { initialEntries: ['/admin/gallery'] },
  );
  return render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

afterEach(async () => {
  await closeDatabase();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('GalleryPage', () => {
  it('shows the title, the empty state and the links', async () => {
    renderGallery();
    expect(screen.getByRole('heading', { name: "Galerie d'images" })).toBeInTheDocument();
    expect(await screen.findByText('La galerie est vide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Éditeur d'images" })).toHaveAttribute(
      'href',
      '/admin/image-editor',
    );
    expect(screen.getByRole('link', { name: 'Retour Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByTestId('stat-shown')).toHaveTextContent('0 / 0');
  });

  it('summarises refused uploads', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderGallery();
    await screen.findByText('La galerie est vide');
    const text = new File(['pas une image'], 'notes.txt', { type: 'text/plain' });
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'enorme.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('gallery-file-input'), [text, huge]);
    expect(
      await screen.findByText('2 erreur(s): Format non supporté: text/plain (+1 autres)'),
    ).toBeInTheDocument();
  });

  it('lists stored images by date, newest first, with stats, favourites and settings', async () => {
    const user = userEvent.setup();
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    await putGalleryImage(image('ancienne', { createdAt: yesterday, size: 2 * 1024 * 1024 }));
    await putGalleryImage(image('nouvelle'));
    localStorage.setItem('adminGallerySettings', JSON.stringify({ viewMode: 'list' }));
    renderGallery();
    const list = await screen.findByTestId('gallery-list');
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.media-item__name')?.textContent);
    expect(names).toEqual(['nouvelle.jpg', 'ancienne.jpg']);
    expect(screen.getByText('Hier')).toBeInTheDocument();
    expect(screen.getByTestId('stat-shown')).toHaveTextContent('2 / 2');
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Ajouter ancienne.jpg aux favoris' }));
    expect(await screen.findByText('Ajoutée aux favoris')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('adminGalleryFavorites')!)).toEqual(['ancienne']);
    expect(screen.getByTestId('stat-favorites')).toHaveTextContent('1');

    await user.selectOptions(screen.getByLabelText('Trier par'), 'size');
    expect(JSON.parse(localStorage.getItem('adminGallerySettings')!)).toMatchObject({
      viewMode: 'list',
      sortBy: 'size',
    });

    await user.click(screen.getByRole('button', { name: /^Filtres/ }));
    await user.selectOptions(screen.getByLabelText('Taille'), 'medium');
    expect(screen.getByTestId('stat-shown')).toHaveTextContent('1 / 2');
  });

  it('deletes after confirmation and forgets the favourite', async () => {
    const user = userEvent.setup();
    await putGalleryImage(image('a'));
    await putGalleryImage(image('b'));
    localStorage.setItem('adminGalleryFavorites', JSON.stringify(['a']));
    renderGallery();
    await screen.findByTestId('gallery-list');
    await user.click(screen.getByRole('button', { name: 'Supprimer a.jpg' }));
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'image ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.getByTestId('stat-shown')).toHaveTextContent('1 / 1'));
    expect((await listGallery()).map((i) => i.id)).toEqual(['b']);
    expect(JSON.parse(localStorage.getItem('adminGalleryFavorites')!)).toEqual([]);
    await act(async () => undefined);
  });
});
