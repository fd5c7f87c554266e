import { BPOST, useAdminOrdersDesk } from './support/admin-orders.js';
import { type CartLine, type ErrorJson, paymentBody, waitFor } from './support/shop-fixture.js';

const ONE_BOX: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];
const LEA = {
  sameAsBilling: false,
  firstName: 'Léa',
  lastName: 'Dubois',
  address: 'Rue des Fleurs 3',
  city: 'Namur',
  postalCode: '5000',
  country: 'BE',
};
const MESSAGE = 'Joyeux anniversaire, Léa !\nProfite bien de cette box 🎁\nBises, Camille';

interface GiftJson {
  recipientEmail: string | null;
  message: string | null;
  notify: 'never' | 'at_shipping';
  hidePrices: true;
}

/**
 * Gift orders (docs/design/gifting.md) against the real app: 'C'est un cadeau' at checkout, the gift in
 * the customer's and the back office's order JSON, the recipient's mail at shipping (real SMTP capture)
 * with the tracking and the message and never a price, and bad input refused with nothing created.
 */
describe('Gift orders (real app, real PostgreSQL, the Mollie sandbox, real SMTP)', () => {
  const desk = useAdminOrdersDesk();

  const checkout = (gift: unknown, shippingInfo: object = LEA, items: CartLine[] = ONE_BOX, amount = '34.98') =>
    desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: desk.camille.auth,
      payload: paymentBody(amount, items, { metadata: { shippingInfo, gift } }),
    });

  async function paidGift(gift: object): Promise<string> {
    const res = await checkout(gift);
    expect(res.statusCode).toBe(201);
    const { orderId, checkoutUrl } = res.json<{ orderId: string; checkoutUrl: string }>();
    await desk.shop.chooseAtCheckout(checkoutUrl, 'paid');
    await waitFor(async () => (await desk.shop.orderRow(orderId)).status === 'payee');
    return orderId;
  }

  it("keeps the gift with the order: the recipient's address ships, the buyer's bills, the message keeps its lines", async () => {
    const orderId = await paidGift({
      message: `  ${MESSAGE.replace(/\n/g, '\r\n')}  `,
      notify: 'at_shipping',
      recipientEmail: 'Lea@Example.be',
    });
    const gift: GiftJson = {
      recipientEmail: 'lea@example.be',
      message: MESSAGE,
      notify: 'at_shipping',
      hidePrices: true,
    };

    const mine = await desk.call('GET', `/api/orders/${orderId}`, desk.camille);
    expect(mine.statusCode).toBe(200);
    const order = mine.json<{
      gift: GiftJson;
      shippingInfo: { firstName: string; city: string };
      billingInfo: { firstName: string };
    }>();
    expect(order.gift).toEqual(gift);
    expect(order.shippingInfo).toMatchObject({ firstName: 'Léa', city: 'Namur' });
    expect(order.billingInfo.firstName).toBe('Camille');

    const admin = await desk.detail(orderId);
    expect(admin.gift).toEqual(gift);
  });

  it('an order that is not a gift says so', async () => {
    const orderId = await desk.paidOrder();
    expect((await desk.detail(orderId)).gift).toBeNull();
  });

  it('tells the administrator, then the recipient at shipping: tracking and message, never a price', async () => {
    const orderId = await paidGift({ message: MESSAGE, notify: 'at_shipping', recipientEmail: 'lea@example.be' });
    expect((await desk.setStatus(orderId, { orderStatus: 'en_preparation' })).statusCode).toBe(200);
    const preparing = await desk.detail(orderId);
    const ship = preparing.allowedTransitions.find((t) => t.status === 'expediee')!;
    expect(ship.effects.map((e) => e.code)).toEqual(['customer-mail', 'recipient-mail']);
    expect(ship.effects[1].text).toBe(
      'Le destinataire du cadeau recevra un email avec le suivi et le message (sans aucun prix).',
    );

    expect((await desk.setStatus(orderId, { orderStatus: 'expediee', tracking: BPOST })).statusCode).toBe(200);
    await waitFor(async () => desk.mails.messages.some((m) => m.to === 'lea@example.be'));
    const toLea = desk.mails.messages.filter((m) => m.to === 'lea@example.be');
    expect(toLea).toHaveLength(1);
    const [mail] = toLea;
    expect(mail.subject).toBe('Un cadeau est en route pour vous — BoxPlaisir');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Camille');
      expect(body).toContain('CD123456789BE');
      expect(body).toContain('Profite bien de cette box 🎁');
      expect(body).toContain('Box Essentielle');
      expect(body).not.toMatch(/€|EUR|\d+,\d{2}|[Pp]rix|[Tt]otal|[Ff]acture|paiement/);
    }
    expect(mail.text).toContain('Joyeux anniversaire, Léa !\nProfite bien');
    expect(mail.attachments).toEqual([]);

    // The buyer's own mail says where the gift goes.
    await waitFor(async () =>
      desk.mails.messages.some((m) => m.subject.startsWith('Votre commande est en route') && m.text.includes(orderId)),
    );
    const buyer = desk.mails.messages.find(
      (m) => m.subject.startsWith('Votre commande est en route') && m.text.includes(orderId),
    )!;
    expect(buyer.text).toContain('Votre cadeau est en route vers Léa Dubois.');
  });

  it('a surprise (never) mails nobody but the buyer', async () => {
    const orderId = await paidGift({ message: 'Surprise !', notify: 'never', recipientEmail: 'marc@example.be' });
    const preparing = await desk.setStatus(orderId, { orderStatus: 'en_preparation' });
    expect(preparing.statusCode).toBe(200);
    const ship = (await desk.detail(orderId)).allowedTransitions.find((t) => t.status === 'expediee')!;
    expect(ship.effects.map((e) => e.code)).toEqual(['customer-mail']);
    expect((await desk.setStatus(orderId, { orderStatus: 'expediee', tracking: BPOST })).statusCode).toBe(200);
    await waitFor(async () =>
      desk.mails.messages.some((m) => m.subject.startsWith('Votre commande est en route') && m.text.includes(orderId)),
    );
    expect(desk.mails.messages.filter((m) => m.to === 'marc@example.be')).toEqual([]);
    expect((await desk.detail(orderId)).gift).toMatchObject({ notify: 'never', recipientEmail: 'marc@example.be' });
  });

  it.each<[string, unknown, object, CartLine[], string, string]>([
    [
      'a message over 300 characters',
      { message: 'é'.repeat(301) },
      LEA,
      ONE_BOX,
      'metadata.gift.message',
      'Le message cadeau ne peut pas dépasser 300 caractères',
    ],
    [
      'no e-mail to tell the recipient',
      { notify: 'at_shipping' },
      LEA,
      ONE_BOX,
      'metadata.gift.recipientEmail',
      "L'email du destinataire est requis pour le prévenir à l'expédition",
    ],
    [
      'an e-mail that is not one',
      { notify: 'at_shipping', recipientEmail: 'lea@' },
      LEA,
      ONE_BOX,
      'metadata.gift.recipientEmail',
      "L'email du destinataire n'est pas valide",
    ],
    [
      'an unknown notification',
      { notify: 'tomorrow' },
      LEA,
      ONE_BOX,
      'metadata.gift.notify',
      'Choisissez quand prévenir le destinataire : jamais, ou à l’expédition',
    ],
    [
      'shipped to the buyer',
      { message: 'Pour moi ?' },
      { sameAsBilling: true },
      ONE_BOX,
      'metadata.shippingInfo.sameAsBilling',
      'Un cadeau est livré au destinataire : indiquez son adresse de livraison',
    ],
  ])(
    'refuses %s with a French message on the field, and creates nothing',
    async (_case, gift, shippingInfo, items, field, message) => {
      const before = await desk.shop.count('orders');
      const res = await checkout(gift, shippingInfo, items);
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorJson>();
      expect(body.errors?.[field]).toEqual([message]);
      expect(await desk.shop.count('orders')).toBe(before);
    },
  );

  it('a gift holds one-off boxes only: a subscription line is refused, nothing created', async () => {
    const before = await desk.shop.count('orders');
    const res = await checkout(
      { message: 'Un abonnement ?' },
      LEA,
      [{ id: 1, quantity: 1, isSubscription: true, frequency: 'monthly' }],
      '30.48',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().message).toBe(
      'Un cadeau ne contient que des box à l’unité : pour offrir un abonnement, choisissez « Offrir un abonnement ».',
    );
    expect(await desk.shop.count('orders')).toBe(before);
  });

  it('a 300-character message with emoji is kept whole (characters, not bytes)', async () => {
    const message = '🎁'.repeat(300);
    const res = await checkout({ message });
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json<{ orderId: string }>();
    expect((await desk.detail(orderId)).gift?.message).toBe(message);
  });
});
