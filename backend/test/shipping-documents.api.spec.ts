import { useAdminOrdersDesk } from './support/admin-orders.js';
import { type ErrorJson, paymentBody } from './support/shop-fixture.js';
import { pdfText } from './support/pdf-text.js';
import { multipart } from './support/multipart.js';

const ONE_BOX = [{ id: 1, quantity: 1, isSubscription: false }];

/**
 * The shipping run's documents (docs/design/shipping-run.md) on the real app and PostgreSQL: the pick
 * list of a selection (JSON and CSV) and the carrier export (CSV, one row per parcel, never a price).
 */
describe('Pick list and carrier export (real app, PostgreSQL)', () => {
  const desk = useAdminOrdersDesk();
  const post = (url: string, payload: object, who = desk.admin) => desk.call('POST', url, who, payload);

  it('counts the boxes of the selection, on screen and as a spreadsheet', async () => {
    const orders = [await desk.paidOrder(), await desk.paidOrder()]; // one Box Essentielle each
    const json = await post('/api/admin/orders/pick-list', { orderIds: orders });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({
      lines: [{ productId: 1, name: 'Box Essentielle', quantity: 2, gifts: 0, renewals: 0 }],
      orders: 2,
      boxes: 2,
    });
    const csv = await post('/api/admin/orders/pick-list?format=csv', { orderIds: orders });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="preparation-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body).toBe('\uFEFFBox;Quantité;Dont cadeaux;Dont renouvellements\r\nBox Essentielle;2;0;0\r\n');
  });

  it('exports one parcel per order for the carrier, with its weight, in the selection’s order and without a price', async () => {
    const first = await desk.paidOrder(desk.camille, { firstName: 'Élodie', lastName: 'Dupré' });
    const second = await desk.paidOrder();
    // The administrator sets the box's parcel weight in the product form.
    const refused = await desk.call('PUT', '/api/admin/products/1', desk.admin, { shippingWeightGrams: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorJson>().message).toMatch(
      /Le poids du colis doit être un nombre entier de grammes entre 1 et 30000/,
    );
    const weighed = await desk.call('PUT', '/api/admin/products/1', desk.admin, { shippingWeightGrams: 1250 });
    expect(weighed.json()).toMatchObject({ shippingWeightGrams: 1250 });
    const answer = await post('/api/admin/orders/carrier-export', { orderIds: [second, first] });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="transporteur-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      'numero_commande;nom_destinataire;rue;code_postal;ville;pays;email;telephone;poids_grammes;reference',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${second};Camille Peeters;Rue Haute 12;1000;Bruxelles;BE;camille\\.peeters\\d+@example\\.be;\\+32470123456;1250;${second}$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^${first};Élodie Dupré;Rue Haute 12;1000;Bruxelles;BE;`));
    expect(lines).toHaveLength(4); // header, two parcels, the final line end
    expect(answer.body).not.toMatch(/€|34[.,]98|29[.,]99/);
  });

  it("shows 'À préparer': the paid orders per day, oldest first, and the boxes they need", async () => {
    await desk.paidOrder();
    const [{ n }] = (await desk.shop.dataSource.query(
      `SELECT count(*)::int AS n FROM orders WHERE status = 'payee'`,
    )) as { n: number }[];
    const answer = await desk.call('GET', '/api/admin/orders/to-prepare', desk.admin);
    expect(answer.statusCode).toBe(200);
    const queue = answer.json<{
      total: number;
      days: { day: string; orders: number }[];
      boxes: { lines: { name: string; quantity: number }[]; orders: number };
      capped: boolean;
    }>();
    expect(queue.total).toBe(n);
    expect(queue.days.reduce((sum, day) => sum + day.orders, 0)).toBe(n);
    expect(queue.days.map((day) => day.day)).toEqual([...queue.days.map((day) => day.day)].sort());
    expect(queue.boxes.orders).toBe(n);
    expect(queue.boxes.lines).toEqual([expect.objectContaining({ name: 'Box Essentielle', quantity: n })]);
    expect(queue.capped).toBe(false);
    expect((await desk.call('GET', '/api/admin/orders/to-prepare', desk.camille)).statusCode).toBe(403);
  });

  it('refuses a request without a selection, and anyone but an administrator', async () => {
    const refused = await post('/api/admin/orders/carrier-export', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorJson>()).toMatchObject({ code: 'BULK_SELECTION_REQUIRED' });
    expect((await post('/api/admin/orders/pick-list?format=xls', { orderIds: [] })).statusCode).toBe(400);
    expect((await post('/api/admin/orders/pick-list', { orderIds: [] }, desk.camille)).statusCode).toBe(403);
    expect((await post('/api/admin/orders/carrier-export', { orderIds: [] }, null as never)).statusCode).toBe(401);
  });
});

describe('Tracking import (real app, PostgreSQL, SMTP capture)', () => {
  const desk = useAdminOrdersDesk();
  const upload = (text: string | Buffer, who = desk.admin, name = 'suivi.csv') =>
    desk.shop.app.inject({
      method: 'POST',
      url: '/api/admin/orders/tracking-import',
      ...(() => {
        const body = multipart(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), name, 'text/csv');
        return { payload: body.payload, headers: { ...body.headers, ...(who ? who.auth : {}) } };
      })(),
    });

  it('ships each order in preparation the file names, refuses bad rows with their reason, and changes nothing the second time', async () => {
    const ready = [await desk.orderIn('en_preparation'), await desk.orderIn('en_preparation')];
    const paid = await desk.paidOrder();
    const file =
      '\uFEFFnumero_commande;transporteur;numero_suivi;lien\r\n' +
      `${ready[0]};Bpost;CD111111111BE;\r\n` +
      `${ready[1]};postnl;3S222;https://postnl.be/3S222\r\n` +
      `${paid};Bpost;CD333333333BE;\r\n` +
      'BP-20990101-ZZZZZZ;DHL;JJD4;\r\n' +
      `${ready[0]};Bpost;CD111111111BE;\r\n` +
      'BP-20261128-PIGEON;Pigeon;X5;\r\n';
    const first = await upload(file);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      shipped: ready,
      unchanged: [],
      refused: [
        { line: 4, orderNumber: paid, reason: "la commande n'est pas en préparation (commande reçue)" },
        { line: 5, orderNumber: 'BP-20990101-ZZZZZZ', reason: 'commande inconnue' },
        {
          line: 6,
          orderNumber: ready[0],
          reason: 'ligne en double (cette commande est déjà plus haut dans le fichier)',
        },
        {
          line: 7,
          orderNumber: 'BP-20261128-PIGEON',
          reason: expect.stringMatching(/^transporteur inconnu « Pigeon »/),
        },
      ],
    });
    const shipped = await desk.detail(ready[1]!);
    expect(shipped.orderStatus).toBe('expediee');
    expect(shipped.tracking).toEqual({
      carrier: 'PostNL',
      trackingNumber: '3S222',
      trackingUrl: 'https://postnl.be/3S222',
    });
    expect(shipped.history.at(-1)).toMatchObject({ to: 'expediee', by: `admin:${desk.admin.id}` });
    const email = (await desk.detail(ready[0]!)).billingInfo.email;
    await desk.mails.waitFor(email, { subject: /en route/ });

    const second = await upload(file);
    expect(second.json()).toMatchObject({ shipped: [], unchanged: ready });
    const queued = (await desk.shop.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE recipient = $1 AND kind = 'order-shipped'`,
      [email],
    )) as { n: number }[];
    expect(queued[0]!.n).toBe(1);
  });

  it('refuses a file that is not CSV, an empty one, one over 2 MB, and anyone but an administrator', async () => {
    const notCsv = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]), desk.admin, 'photo.png');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json<ErrorJson>()).toMatchObject({ code: 'TRACKING_FILE_INVALID' });
    expect(notCsv.json<ErrorJson>().message).toMatch(/pas un CSV lisible/);
    expect((await upload('\r\n\r\n')).json<ErrorJson>()).toMatchObject({ code: 'TRACKING_FILE_INVALID' });
    const big = await upload('BP-1;Bpost;X\r\n'.repeat(160_000));
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorJson>()).toMatchObject({
      code: 'TRACKING_FILE_TOO_LARGE',
      message: 'Le fichier de suivi dépasse 2 Mo',
    });
    const plain = await desk.call('POST', '/api/admin/orders/tracking-import', desk.admin, { file: 'x' });
    expect(plain.statusCode).toBe(415);
    expect((await upload('BP-1;Bpost;X', desk.camille)).statusCode).toBe(403);
    expect((await upload('BP-1;Bpost;X', null as never)).statusCode).toBe(401);
  });
});

describe('Packing slips (real app, PostgreSQL)', () => {
  const desk = useAdminOrdersDesk();
  const LEA = {
    sameAsBilling: false,
    firstName: 'Léa',
    lastName: 'Dubois',
    address: 'Rue de Fer 8',
    city: 'Namur',
    postalCode: '5000',
    country: 'BE',
  };

  it('prints one page per order, in the selection’s order, with the address, the boxes, the gift message and never a price', async () => {
    const plain = await desk.paidOrder(desk.camille, { firstName: 'Élodie', lastName: 'Dupré' });
    const placed = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: desk.camille.auth,
      payload: paymentBody('34.98', ONE_BOX, {
        metadata: { shippingInfo: LEA, gift: { message: 'Joyeux anniversaire, Léa !', notify: 'never' } },
      }),
    });
    expect(placed.statusCode).toBe(201);
    const gift = placed.json<{ orderId: string }>().orderId;

    const answer = await desk.call('POST', '/api/admin/orders/packing-slips', desk.admin, { orderIds: [gift, plain] });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/filename="bons-de-livraison-\d{4}-\d{2}-\d{2}\.pdf"/);
    const text = await pdfText(answer.rawPayload);
    expect(text.indexOf(gift)).toBeGreaterThan(-1);
    expect(text.indexOf(gift)).toBeLessThan(text.indexOf(plain));
    expect(text).toContain('BON DE LIVRAISON');
    expect(text).toMatch(/Léa Dubois\s+Rue de Fer 8\s+5000 Namur\s+Belgique/);
    expect(text).toContain('Box Essentielle (cadeau)');
    expect(text).toContain('Joyeux anniversaire, Léa !');
    expect(text).toMatch(/Élodie Dupré/);
    expect(text).toMatch(/× 1/);
    expect(text).not.toMatch(/€|34[,.]98|29[,.]99|4[,.]99/);
    expect((answer.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(2);

    // The message cards: one A6 card, for the gift order only.
    const cards = await desk.call('POST', '/api/admin/orders/message-cards', desk.admin, { orderIds: [gift, plain] });
    expect(cards.statusCode).toBe(200);
    expect(cards.headers['content-disposition']).toMatch(/filename="cartes-message-\d{4}-\d{2}-\d{2}\.pdf"/);
    const card = await pdfText(cards.rawPayload);
    expect(card).toContain('Pour Léa');
    expect(card).toContain('Joyeux anniversaire, Léa !');
    expect(card).toContain(gift);
    expect(card).not.toContain(plain);
    expect(card).not.toMatch(/€|34[,.]98/);
    expect((cards.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
  });

  it('is for administrators only', async () => {
    expect(
      (await desk.call('POST', '/api/admin/orders/packing-slips', desk.camille, { orderIds: [] })).statusCode,
    ).toBe(403);
  });
});
