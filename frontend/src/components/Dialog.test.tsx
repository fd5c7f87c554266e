import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  return (
    <>
      <button onClick={() => setOpen(true)}>Vider le panier</button>
      <p>{result}</p>
      <ConfirmDialog
        open={open}
        title="Vider le panier ?"
        message="Tous les articles seront retirés."
        danger
        onCancel={() => {
          setOpen(false);
          setResult('annulé');
        }}
        onConfirm={() => {
          setOpen(false);
          setResult('confirmé');
        }}
      />
    </>
  );
}

describe('Dialog', () => {
  it('moves focus inside, keeps Tab inside, and closes with Esc back on the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Vider le panier' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Vider le panier ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirmer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('annulé')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Vider le panier' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(screen.getByText('confirmé')).toBeInTheDocument();
  });
});
