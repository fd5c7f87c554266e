import './test/checkoutSession';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leaveTo } from '../../lib/navigation';
import { fakeQuote, type FakeQuoteAnswer } from '../../test/fakeQuote';
import type { CartQuote, QuoteRequest } from '../cart';
import { oneOffCart, renderCheckout, serve, toPaymentStep } from './test/checkoutFixtures';

/** The cards the stub server knows, by normalised code (the server reads codes leniently). */
const CARDS: Record<string, { last4: string; balanceCents: number; refused?: string }> = {
  K3M97QRT2XWZ8HJD: { last4: '8HJD', balanceCents: 2000 },
  AAAABBBBCCCCDDDD: { last4: 'DDDD', balanceCents: 10000 },
  EEEEFFFFGGGGHHHH: { last4: 'HHHH', balanceCents: 0, refused: 'Le solde de cette carte cadeau est épuisé.' },
};
const UNKNOWN = 'Ce code ne correspond à aucune carte cadeau.';

const refused = (status: number, field: string, message: string): FakeQuoteAnswer => ({
  status,
  body: { statusCode: status, code: 'GIFT_CARD_REFUSED', message, errors: { [field]: [message] } },
});

/** fakeQuote, then the cards pay in their order, each as much as its balance allows. */
function quoteWithCards(request: QuoteRequest): FakeQuoteAnswer {
  const { giftCardCodes = [], ...rest } = request;
  const answer = fakeQuote(rest);
  if (answer.status !== 200) return answer;
  const quote = answer.body as CartQuote;
  let left = Math.round(quote.total * 100);
  const payments: NonNullable<CartQuote['giftCardPayments']> = [];
  for (const [index, code] of giftCardCodes.entries()) {
    const card = CARDS[code.toUpperCase().replace(/[\s-]/g, '')];
    if (!card) return refused(400, `giftCardCodes.${index}`, UNKNOWN);
    if (card.refused) return refused(409, `giftCardCodes.${index}`, card.refused);
    const amountCents = Math.min(card.balanceCents, left);
    left -= amountCents;
    payments.push({
      last4: card.last4,
      amountCents,
      balanceCents: card.balanceCents,
      expiresAt: '2027-11-29T10:00:00.000Z',
    });
  }
  return { status: 200, body: { ...quote, giftCardPayments: payments, amountDueCents: left } };
}

const giftPay = () => within(screen.getByRole('region', { name: 'Utiliser une carte cadeau' }));

async function openGiftCardPayment(user: ReturnType<typeof userEvent.setup>) {
  renderCheckout(oneOffCart());
  await toPaymentStep();
  await user.click(await screen.findByRole('button', { name: 'Utiliser une carte cadeau' }));
  return screen.getByLabelText('Code de la carte cadeau');
}

describe('/checkout: paying with gift cards', () => {
  it('applies a code typed in any case with spaces, shows its share, the rest to pay, and sends the codes', async () => {
    const server = serve({ quote: quoteWithCards });
    const user = userEvent.setup();
    const field = await openGiftCardPayment(user);
    const pay = screen.getByTestId('checkout-pay');
    // Box Premium 49,99 € + shipping 4,99 €.
    await waitFor(() => expect(pay).toHaveTextContent(/Payer 54,98\s€/));

    await user.type(field, 'k3m9 7qrt-2xwz 8hjd');
    await user.click(giftPay().getByRole('button', { name: 'Appliquer' }));

    const applied = await screen.findByRole('list', { name: 'Cartes cadeaux appliquées' });
    expect(within(applied).getByTestId('gift-card-share-0')).toHaveTextContent(/^•••• 8HJD — 20,00\s€$/);
    expect(within(applied).getByText(/Solde restant : 0,00\s€/)).toBeInTheDocument();
    expect(field).toHaveValue('');
    // A card is a means of payment: the total is unchanged, the rest is Mollie's.
    expect(screen.getByTestId('summary-total')).toHaveTextContent(/54,98\s€/);
    expect(screen.getByTestId('summary-gift-card-paid')).toHaveTextContent(/-20,00\s€/);
    expect(screen.getByText('Payé par carte cadeau')).toBeInTheDocument();
    expect(screen.getByTestId('summary-amount-due')).toHaveTextContent(/34,98\s€/);
    expect(screen.getByText('Reste à payer')).toBeInTheDocument();
    await waitFor(() => expect(pay).toHaveTextContent(/Payer 34,98\s€/));
    await waitFor(() => expect(server.methodCalls.at(-1)?.searchParams.get('amount[value]')).toBe('34.98'));
    // The full code is never on the screen once applied, nor kept in the browser.
    expect(document.body.textContent).not.toMatch(/K3M9|k3m9/);

    await user.click(screen.getByRole('radio', { name: 'Bancontact' }));
    await user.click(pay);
    await waitFor(() => expect(leaveTo).toHaveBeenCalled());
    const [{ body }] = server.payments;
    expect(body).toMatchObject({ amount: { value: '54.98' }, method: 'bancontact' });
    expect((body.metadata as { giftCardCodes?: string[] }).giftCardCodes).toEqual(['k3m9 7qrt-2xwz 8hjd']);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/k3m9|K3M9/);
  });

  it('removes an applied card: the whole total is to pay again', async () => {
    serve({ quote: quoteWithCards });
    const user = userEvent.setup();
    const field = await openGiftCardPayment(user);
    await user.type(field, 'K3M97QRT2XWZ8HJD');
    await user.click(giftPay().getByRole('button', { name: 'Appliquer' }));
    await screen.findByText(/•••• 8HJD — 20,00/);

    await user.click(screen.getByRole('button', { name: 'Retirer la carte cadeau •••• 8HJD' }));
    await waitFor(() => expect(screen.queryByText(/•••• 8HJD/)).not.toBeInTheDocument());
    expect(screen.queryByText('Reste à payer')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent(/Payer 54,98\s€/));
  });

  it("shows the server's refusal beside the code field, in its words, and applies nothing", async () => {
    serve({ quote: quoteWithCards });
    const user = userEvent.setup();
    const field = await openGiftCardPayment(user);
    await user.type(field, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await user.click(giftPay().getByRole('button', { name: 'Appliquer' }));
    const message = await screen.findByText(UNKNOWN);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(UNKNOWN));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(message.closest('[aria-live]')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Cartes cadeaux appliquées' })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'EEEE FFFF GGGG HHHH');
    await user.click(giftPay().getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Le solde de cette carte cadeau est épuisé.')).toBeInTheDocument();
    expect(screen.queryByText(UNKNOWN)).not.toBeInTheDocument();
  });

  it("says 'Payer avec la carte cadeau' when the cards cover the total, asks Mollie nothing and opens the result page", async () => {
    const server = serve({
      quote: quoteWithCards,
      payment: () => ({
        status: 201,
        body: {
          id: 'giftcard',
          status: 'paid',
          orderId: 'BP-20261129-CARD02',
          checkoutUrl: 'http://localhost/payment-result?order=BP-20261129-CARD02&origin=redirect',
          _links: {
            checkout: { href: 'http://localhost/payment-result?order=BP-20261129-CARD02&origin=redirect' },
          },
          amount: { value: '54.98', currency: 'EUR' },
        },
      }),
    });
    localStorage.setItem('molliePaymentId', 'tr_old');
    const user = userEvent.setup();
    const field = await openGiftCardPayment(user);
    await user.type(field, 'aaaa-bbbb-cccc-dddd');
    await user.click(giftPay().getByRole('button', { name: 'Appliquer' }));

    const pay = screen.getByTestId('checkout-pay');
    await waitFor(() => expect(pay).toHaveTextContent('Payer avec la carte cadeau'));
    expect(screen.getByTestId('summary-amount-due')).toHaveTextContent(/0,00\s€/);
    expect(screen.queryByRole('heading', { name: 'Méthode de paiement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Code de la carte cadeau')).not.toBeInTheDocument();
    expect(pay).toBeEnabled();

    await user.click(pay);
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith(
        'http://localhost/payment-result?order=BP-20261129-CARD02&origin=redirect',
      ),
    );
    const [{ body }] = server.payments;
    expect(body).not.toHaveProperty('method');
    expect((body.metadata as { giftCardCodes?: string[] }).giftCardCodes).toEqual(['aaaa-bbbb-cccc-dddd']);
    // Not a Mollie payment to watch: the result page reads the order itself.
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
  });

  it('shows a card refused at checkout beside the code field and drops it', async () => {
    serve({
      quote: quoteWithCards,
      payment: () =>
        refused(
          409,
          'metadata.giftCardCodes.0',
          'Le solde de cette carte cadeau a changé. Vérifiez-le et réessayez.',
        ),
    });
    const user = userEvent.setup();
    const field = await openGiftCardPayment(user);
    await user.type(field, 'K3M97QRT2XWZ8HJD');
    await user.click(giftPay().getByRole('button', { name: 'Appliquer' }));
    await screen.findByText(/•••• 8HJD — 20,00/);
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    await user.click(screen.getByTestId('checkout-pay'));

    expect(
      await screen.findByText('Le solde de cette carte cadeau a changé. Vérifiez-le et réessayez.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/•••• 8HJD/)).not.toBeInTheDocument());
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Méthode de paiement' })).toBeInTheDocument();
  });
});
