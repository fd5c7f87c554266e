import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function AddButton() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Ajouter au panier
    </button>
  );
}

describe('useHydrated', () => {
  it("keeps a React-only control disabled in the server's HTML and enables it once hydrated", async () => {
    const html = renderToString(<AddButton />);
    expect(html).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <AddButton />);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
    container.remove();
  });
});
