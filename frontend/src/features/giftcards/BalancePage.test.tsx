import '../../test/pages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes, stubFetch, type StubResponse } from '../../test/utils';

function render(answer: StubResponse) {
  const codes: string[] = [];
  stubFetch(async (url, request) => {
    if (url.pathname === '/api/gift-cards/balance' && request.method === 'POST') {
      codes.push(((await request.json()) as { code: string }).code);
      return answer;
    }
    return { status: 404, body: {} };
  });
  renderRoutes(routes, { path: '/carte-cadeau/solde' });
  return codes;
}

const refusal = (statusCode: number, code: string, message: string): StubResponse => ({
  status: statusCode,
  body: { statusCode, code, message },
});

describe('/carte-cadeau/solde', () => {
  it('reads a code typed in lower case with spaces and shows the balance, its end and status', async () => {
    const codes = render({
      body: {
        last4: '8HJD',
        balanceCents: 5000,
        expiresAt: '2027-11-29T10:00:00.000Z',
        status: 'active',
        statusLabel: 'Active',
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Code de la carte cadeau/), 'k3m9 7qrt 2xwz 8hjd');
    await user.click(screen.getByRole('button', { name: 'Vérifier le solde' }));
    expect(await screen.findByTestId('balance-amount')).toHaveTextContent('50,00 €');
    expect(screen.getByRole('heading', { name: 'Carte •••• 8HJD' })).toBeInTheDocument();
    expect(screen.getByTestId('balance-status')).toHaveTextContent('Active');
    expect(screen.getByText('29 novembre 2027')).toBeInTheDocument();
    expect(codes).toEqual(['K3M97QRT2XWZ8HJD']);
  });

  it.each([
    [refusal(404, 'GIFT_CARD_UNKNOWN', 'Ce code ne correspond à aucune carte cadeau.')],
    [refusal(429, 'TOO_MANY_REQUESTS', 'Trop de tentatives : réessayez dans une minute.')],
  ])('shows the server’s refusal beside the code (%#)', async (answer) => {
    render(answer);
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/Code de la carte cadeau/);
    await user.type(field, 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Vérifier le solde' }));
    const message = (answer.body as { message: string }).message;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.queryByTestId('balance-result')).not.toBeInTheDocument();
  });
});
