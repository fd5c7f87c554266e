import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InstallButton, PwaNotices } from './PwaNotices';
import { startPwa, updateFound } from './pwaState';

startPwa();

describe('PWA prompts', () => {
  it("shows 'Installer l'application' only once the browser offers installation", async () => {
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: /Installer/ })).toBeNull();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    const button = screen.getByRole('button', { name: "Installer l'application" });
    await act(async () => fireEvent.click(button));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Installer/ })).toBeNull();
  });

  it("offers 'Recharger' when a new version is waiting, and says when the shop is offline", async () => {
    render(<PwaNotices />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const apply = vi.fn(async () => {});
    act(() => updateFound(apply));
    expect(screen.getByText('Une nouvelle version de BoxPlaisir est disponible.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Recharger' })));
    expect(apply).toHaveBeenCalledOnce();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/Vous êtes hors ligne/)).toBeNull();
  });
});
