import './test/checkoutSession';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leaveTo } from '../../lib/navigation';
import { methodsAnswer, oneOffCart, renderCheckout, serve, toPaymentStep } from './test/checkoutFixtures';

describe('/checkout: paying', () => {
  it('picks a bank for iDEAL, pays with an Idempotency-Key and the quote total, then leaves for the checkout page', async () => {
    localStorage.setItem('couponCode', 'PROMO20');
    localStorage.setItem('cartDiscount', '20');
    const server = serve();
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();

    const pay = await screen.findByTestId('checkout-pay');
    // 75.48 - 20 % (15.10) = 60.38
    await waitFor(() => expect(pay).toHaveTextContent('Payer 60,38 €'));
    await screen.findByText('iDEAL');
    expect(pay).toBeDisabled();
    expect(screen.getByText('Veuillez sélectionner une méthode de paiement.')).toBeInTheDocument();
    expect(server.methodCalls[0].searchParams.get('amount[value]')).toBe('60.38');
    expect(server.methodCalls[0].searchParams.get('amount[currency]')).toBe('EUR');
    expect(server.methodCalls[0].searchParams.get('locale')).toBe('fr_BE');

    await user.click(screen.getByRole('radio', { name: 'iDEAL' }));
    expect(pay).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Choisissez votre banque/), 'ideal_INGBNL2A');
    expect(pay).toBeEnabled();

    await user.click(pay);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://127.0.0.1:4443/checkout/tr_sandbox1'));
    expect(server.payments).toHaveLength(1);
    const [{ body, key }] = server.payments;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({
      amount: { value: '60.38', currency: 'EUR' },
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      promoCode: 'PROMO20',
      metadata: {
        items: [
          { id: 1, quantity: 1, isSubscription: true, frequency: 'monthly', price: 25.49 },
          { id: 2, quantity: 1, isSubscription: false, price: 49.99 },
        ],
        billingInfo: { firstName: 'Claire', email: 'claire@example.be', country: 'BE' },
        shippingInfo: { sameAsBilling: true, city: 'Bruxelles' },
      },
    });
    expect(localStorage.getItem('currentOrderId')).toBe('BP-20261121-AB12CD');
    expect(localStorage.getItem('molliePaymentId')).toBe('tr_sandbox1');
    expect(Number(localStorage.getItem('paymentStartTime'))).toBeGreaterThan(Date.now() - 60_000);
    expect(localStorage.getItem('couponCode')).toBeNull();
    expect(localStorage.getItem('cartDiscount')).toBeNull();
    expect(pay).toBeDisabled();
    expect(pay).toHaveTextContent('Traitement en cours…');
  });

  it('a failed payment says so, re-enables the button, and the retry carries the same key', async () => {
    let fail = true;
    const server = serve({
      payment: () =>
        fail
          ? {
              status: 503,
              body: {
                statusCode: 503,
                code: 'PAYMENT_PROVIDER_UNAVAILABLE',
                message: 'Impossible de créer le paiement. Veuillez réessayer.',
              },
            }
          : {
              status: 201,
              body: {
                id: 'tr_2',
                orderId: 'BP-20261121-ZZ99ZZ',
                _links: { checkout: { href: 'https://pay.example/tr_2' } },
              },
            },
    });
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    const pay = screen.getByTestId('checkout-pay');
    await user.click(pay);
    expect(
      await screen.findByText('Une erreur est survenue lors du traitement du paiement. Veuillez réessayer.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(leaveTo).not.toHaveBeenCalled();

    fail = false;
    await user.click(pay);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://pay.example/tr_2'));
    expect(server.payments).toHaveLength(2);
    expect(server.payments[1].key).toBe(server.payments[0].key);
  });

  it("shows the server's reason when it refuses the payment (amount changed)", async () => {
    const message =
      "Le montant du paiement ne correspond pas à votre panier (70,00 € attendus). Aucun paiement n'a été créé.";
    serve({ payment: () => ({ status: 400, body: { statusCode: 400, code: 'AMOUNT_MISMATCH', message } }) });
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('without a checkout link: "Impossible de déterminer l\'URL de paiement"', async () => {
    serve({ payment: () => ({ status: 201, body: { id: 'tr_3', orderId: 'BP-1' } }) });
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByText("Impossible de déterminer l'URL de paiement")).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
  });

  it('a cart with a subscription line offers only the methods of a first payment and says why', async () => {
    // The one-off list (no sequenceType) has iDEAL too; the first-payment list only Bancontact.
    const firstOnly = { count: 1, _embedded: { methods: [methodsAnswer._embedded.methods[0]] } };
    const server = serve({
      methods: async (url) => ({
        body: url.searchParams.get('sequenceType') === 'first' ? firstOnly : methodsAnswer,
      }),
    });
    renderCheckout();
    await toPaymentStep();
    expect(await screen.findByTestId('methods-subscription')).toHaveTextContent(
      'Votre panier contient un abonnement : seuls les moyens de paiement qui autorisent les prélèvements des box suivantes sont proposés. iDEAL ne le permet pas.',
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['bancontact']);
    expect(server.methodCalls.some((url) => url.searchParams.get('sequenceType') === 'first')).toBe(true);
  });

  it('a one-off cart keeps the whole list, without the subscription notice', async () => {
    const server = serve();
    renderCheckout(oneOffCart());
    await toPaymentStep();
    await screen.findByRole('radio', { name: /iDEAL/ });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['bancontact', 'ideal']);
    expect(screen.queryByTestId('methods-subscription')).toBeNull();
    expect(server.methodCalls.every((url) => !url.searchParams.has('sequenceType'))).toBe(true);
  });

  it('falls back to the card alone for a cart with a subscription when the methods cannot be loaded', async () => {
    serve({ methods: { status: 503, body: { statusCode: 503, message: 'Indisponible' } } });
    renderCheckout();
    await toPaymentStep();
    await screen.findByText('Certaines méthodes de paiement pourraient ne pas être disponibles.');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['creditcard']);
  });

  it('falls back to the built-in methods with the notice when the methods cannot be loaded', async () => {
    serve({
      methods: {
        status: 503,
        body: {
          statusCode: 503,
          message: 'Impossible de récupérer les méthodes de paiement. Veuillez réessayer.',
        },
      },
    });
    renderCheckout(oneOffCart());
    await toPaymentStep();
    expect(
      await screen.findByText('Certaines méthodes de paiement pourraient ne pas être disponibles.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'creditcard',
      'bancontact',
      'paypal',
    ]);
    expect(screen.getByRole('radio', { name: 'Carte de crédit' })).toBeInTheDocument();
  });

  it('shows a skeleton while the methods load, and chooses a single method by itself', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({
      methods: async () => {
        await gate;
        return { body: { count: 1, _embedded: { methods: [methodsAnswer._embedded.methods[0]] } } };
      },
    });
    renderCheckout();
    await toPaymentStep();
    expect(screen.getByRole('status', { name: 'Chargement des méthodes de paiement…' })).toBeInTheDocument();
    release();
    const radio = await screen.findByRole('radio', { name: 'Bancontact' });
    expect(radio).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toBeEnabled());
  });
});
