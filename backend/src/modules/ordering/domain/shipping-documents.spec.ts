import { type ParcelOrder, carrierRows, pickList, pickListRows } from './shipping-documents.js';

const order = (overrides: Partial<ParcelOrder> = {}): ParcelOrder => ({
  orderNumber: 'BP-20261128-AB12CD',
  items: [{ productId: 1, name: 'Box Essentielle', quantity: 2 }],
  gift: null,
  subscriptionId: null,
  shipping: {
    firstName: 'Élodie',
    lastName: 'Dupré',
    address: 'Rue Haute 12',
    postalCode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  },
  billing: { email: 'elodie@example.be', phone: '+32470123456' },
  ...overrides,
});

describe('the shipping run’s documents', () => {
  it('counts each box the selection needs, with the gifts and renewals among them, by name', () => {
    const list = pickList([
      order(),
      order({ items: [{ productId: 1, name: 'Box Essentielle', quantity: 1 }], subscriptionId: 'sub-1' }),
      order({
        items: [
          { productId: 5, name: 'Box Cadeau', quantity: 1 },
          { productId: 1, name: 'Box Essentielle', quantity: 3 },
        ],
        gift: { recipientEmail: null },
      }),
    ]);
    expect(list).toEqual({
      lines: [
        { productId: 5, name: 'Box Cadeau', quantity: 1, gifts: 1, renewals: 0 },
        { productId: 1, name: 'Box Essentielle', quantity: 6, gifts: 3, renewals: 1 },
      ],
      orders: 3,
      boxes: 7,
    });
    expect(pickListRows(list)).toEqual([
      ['Box Cadeau', '1', '1', '0'],
      ['Box Essentielle', '6', '3', '1'],
    ]);
    expect(pickList([])).toEqual({ lines: [], orders: 0, boxes: 0 });
  });

  it('writes one parcel per order: the ship-to address, a gift recipient’s e-mail when given, the weight of its boxes', () => {
    const weights = new Map([
      [1, 1200],
      [5, 800],
    ]);
    const rows = carrierRows(
      [
        order(),
        order({
          orderNumber: 'BP-20261128-GIFT01',
          items: [
            { productId: 5, name: 'Box Cadeau', quantity: 1 },
            { productId: 9, name: 'Box inconnue', quantity: 1 },
          ],
          shipping: {
            firstName: 'Noé',
            lastName: 'Martin',
            address: 'Place du Marché 3',
            postalCode: '4000',
            city: 'Liège',
            country: 'Belgique',
          },
          gift: { recipientEmail: 'noe@example.be' },
        }),
      ],
      weights,
      1500,
    );
    expect(rows).toEqual([
      [
        'BP-20261128-AB12CD',
        'Élodie Dupré',
        'Rue Haute 12',
        '1000',
        'Bruxelles',
        'BE',
        'elodie@example.be',
        '+32470123456',
        '2400',
        'BP-20261128-AB12CD',
      ],
      [
        'BP-20261128-GIFT01',
        'Noé Martin',
        'Place du Marché 3',
        '4000',
        'Liège',
        'BE',
        'noe@example.be',
        '+32470123456',
        '2300',
        'BP-20261128-GIFT01',
      ],
    ]);
  });
});
