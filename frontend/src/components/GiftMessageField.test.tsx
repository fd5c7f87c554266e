import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GiftMessageField } from './GiftMessageField';

function Harness({ max, error }: { max: number; error?: string }) {
  const [value, setValue] = useState('');
  return <GiftMessageField id="msg" value={value} max={max} error={error} onChange={setValue} />;
}

describe('GiftMessageField', () => {
  it('counts down as the message is typed, then says how many characters are too many', async () => {
    render(<Harness max={5} />);
    const field = screen.getByLabelText('Message cadeau (facultatif)');
    expect(screen.getByText('5 caractères restants')).toBeInTheDocument();
    await userEvent.type(field, 'Bon');
    expect(screen.getByText('2 caractères restants')).toBeInTheDocument();
    await userEvent.type(field, 'ne');
    expect(screen.getByText('0 caractère restant')).toBeInTheDocument();
    await userEvent.type(field, ' fête');
    expect(screen.getByText('5 caractères de trop')).toHaveClass('gift-message__count--over');
    expect(field).toHaveAccessibleDescription('5 caractères de trop');
  });

  it('counts an emoji once and keeps line breaks; the server’s refusal is linked to the field', async () => {
    render(<Harness max={300} error="Le message cadeau ne peut pas dépasser 300 caractères" />);
    const field = screen.getByLabelText('Message cadeau (facultatif)');
    await userEvent.type(field, '🎁{Enter}ok');
    expect(field).toHaveValue('🎁\nok');
    expect(screen.getByText('296 caractères restants')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Le message cadeau ne peut pas dépasser 300 caractères 296 caractères restants',
    );
  });
});
