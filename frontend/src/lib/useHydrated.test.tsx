import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationGate, useHydrated } from './useHydrated';

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
    const page = (
      <HydrationGate hydrating>
        <AddButton />
      </HydrationGate>
    );
    const html = renderToString(page);
    expect(html).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.querySelector('button')!.disabled).toBe(false);
    container.remove();
  });

  it('enables the control at once on a page rendered in the browser', () => {
    render(
      <HydrationGate hydrating={false}>
        <AddButton />
      </HydrationGate>,
    );
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    render(<AddButton />);
    expect(screen.getAllByRole('button', { name: 'Ajouter au panier' })[1]).toBeEnabled();
  });
});
