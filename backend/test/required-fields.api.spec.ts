import { type Customer, type ErrorJson, ShopFixture, paymentBody } from './support/shop-fixture.js';

/**
 * A missing field answers its own 'requis' message, never a rule that only a present value can break
 * (docs/design/api-contract.md, "Messages"): the first broken rule speaks, in the order presence, type,
 * format, range/length. The cases the API testers found, against the real app.
 */
describe('Messages that name the broken rule (real app)', () => {
  let shop: ShopFixture;
  let camille: Customer;
  let admin: Customer;

  beforeAll(async () => {
    shop = await ShopFixture.start();
    camille = await shop.customer('Camille');
    admin = await shop.admin();
  }, 60_000);
  afterAll(() => shop?.stop());

  const post = (url: string, payload: object, who?: Customer) =>
    shop.app.inject({ method: 'POST', url, payload, headers: who ? who.auth : {} });

  async function refused(url: string, payload: object, who?: Customer): Promise<ErrorJson> {
    const res = await post(url, payload, who);
    expect(res.statusCode).toBe(400);
    return res.json<ErrorJson>();
  }

  it.each([
    ['/api/auth/login', { password: 'Secret123!' }, 'email', 'Veuillez remplir tous les champs.'],
    ['/api/auth/login', { email: 'camille@example.be' }, 'password', 'Veuillez remplir tous les champs.'],
    ['/api/auth/forgot-password', {}, 'email', 'Veuillez saisir votre adresse email'],
    [
      '/api/auth/register',
      { firstName: 'Léa', lastName: 'Dubois', password: 'Un-mot-de-passe-2026' },
      'email',
      "L'email est requis",
    ],
    [
      '/api/auth/register',
      { firstName: 'Léa', lastName: 'Dubois', email: 'lea@example.be' },
      'password',
      'Le mot de passe est requis',
    ],
    ['/api/auth/password-check', {}, 'password', 'Le mot de passe est requis'],
  ])('%s without %j → its field says what is missing', async (url, payload, field, message) => {
    const body = await refused(url, payload);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors?.[field]).toEqual([message]);
    expect(body.message).toBe(`Valeur invalide pour « ${field} » : ${message}`);
  });

  it('a checkout without its lines or without the billing e-mail says so, not a length', async () => {
    const withoutItems = paymentBody('34.98', []);
    delete (withoutItems.metadata as Record<string, unknown>).items;
    const noItems = await refused('/api/mollie/payments', withoutItems, camille);
    expect(noItems.errors?.['metadata.items']).toEqual(['La liste des articles (items) est obligatoire']);

    const body = paymentBody('34.98', [{ id: 1, quantity: 1, isSubscription: false }]);
    const metadata = body.metadata as { billingInfo: Record<string, unknown> };
    delete metadata.billingInfo.email;
    const noEmail = await refused('/api/mollie/payments', body, camille);
    expect(noEmail.errors).toEqual({ 'metadata.billingInfo.email': ["L'email est requis"] });

    const noQuantity = await refused('/api/cart/quote', { items: [{ productId: 1, isSubscription: false }] });
    expect(noQuantity.errors).toEqual({ 'items.0.quantity': ['La quantité est requise'] });
  });

  it('a refund without its reason asks for the reason', async () => {
    const body = await refused('/api/admin/orders/BP-20260101-AAAAAA/refund', { amount: 10 }, admin);
    expect(body.errors?.reason).toEqual(['Le motif du remboursement est obligatoire']);
  });
});
