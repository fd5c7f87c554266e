import {
  InsufficientStockError,
  release,
  reserve,
  reserveForRenewal,
  reserveLines,
  sell,
  stockMove,
  stockStateFor,
} from './stock.js';
import { availableOf } from './product.js';

describe('stock', () => {
  it('reserves available units and refuses more, naming the product and what is left', () => {
    expect(reserve({ stock: 5, reserved: 3 }, 2, 'Box Zen')).toEqual({ stock: 5, reserved: 5 });
    let refusal: unknown;
    try {
      reserve({ stock: 5, reserved: 3 }, 3, 'Box Zen');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(InsufficientStockError);
    expect(refusal).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      kind: 'conflict',
      message: 'Stock insuffisant pour Box Zen : 2 disponible(s)',
    });
    expect(() => reserve({ stock: 1, reserved: 1 }, 1, 'Box Zen')).toThrow('Box Zen : 0 disponible(s)');
    expect(() => reserve({ stock: 5, reserved: 0 }, 0, 'Box Zen')).toThrow(RangeError);
  });

  it('releases units without going below zero', () => {
    expect(release({ stock: 5, reserved: 3 }, 2)).toEqual({ stock: 5, reserved: 1 });
    expect(release({ stock: 5, reserved: 1 }, 2)).toEqual({ stock: 5, reserved: 0 });
    expect(availableOf(release({ stock: 5, reserved: 5 }, 5))).toBe(5);
  });

  it('turns a reservation into a sale: units leave the shelf and the hold', () => {
    expect(sell({ stock: 5, reserved: 3 }, 2, 'reserved')).toEqual({ stock: 3, reserved: 1 });
    // Paid after its reservation was released: what is left goes, never the units others hold.
    expect(sell({ stock: 5, reserved: 1 }, 2, 'released')).toEqual({ stock: 3, reserved: 1 });
    expect(sell({ stock: 2, reserved: 1 }, 3, 'released')).toEqual({ stock: 1, reserved: 1 });
  });

  it('reserves an order’s lines all together, or refuses on the line short of units', () => {
    const levels = new Map([
      [1, { stock: 5, reserved: 0 }],
      [7, { stock: 3, reserved: 1 }],
    ]);
    const lines = [
      { productId: 1, name: 'Box Essentielle', quantity: 2 },
      { productId: 7, name: 'Box Collector', quantity: 2, field: 'items.1.quantity' },
    ];
    expect(reserveLines(levels, lines)).toEqual(
      new Map([
        [1, { stock: 5, reserved: 2 }],
        [7, { stock: 3, reserved: 3 }],
      ]),
    );
    const tooMany = [lines[0]!, { ...lines[1]!, quantity: 3 }];
    expect(() => reserveLines(levels, tooMany)).toThrow(
      expect.objectContaining({
        message: 'Stock insuffisant pour Box Collector : 2 disponible(s)',
        errors: { 'items.1.quantity': ['Stock insuffisant pour Box Collector : 2 disponible(s)'] },
      }),
    );
    // A product the database does not have has no units.
    expect(() => reserveLines(levels, [{ productId: 99, name: 'Box X', quantity: 1 }])).toThrow('0 disponible(s)');
    // The levels given are left as they were.
    expect(levels.get(1)).toEqual({ stock: 5, reserved: 0 });
  });

  it('never refuses a renewal: all its units held, or none and it needs restocking', () => {
    const levels = new Map([
      [1, { stock: 5, reserved: 1 }],
      [8, { stock: 1, reserved: 0 }],
    ]);
    const line = (productId: number, quantity: number) => ({ productId, name: `Box ${productId}`, quantity });
    expect(reserveForRenewal(levels, [line(1, 3), line(8, 1)])).toEqual({
      levels: new Map([
        [1, { stock: 5, reserved: 4 }],
        [8, { stock: 1, reserved: 1 }],
      ]),
      restockNeeded: false,
    });
    // Short on the second product: nothing held on the first either.
    expect(reserveForRenewal(levels, [line(1, 3), line(8, 2)])).toEqual({ levels, restockNeeded: true });
    expect(reserveForRenewal(new Map(), [line(1, 1)])).toEqual({ levels: new Map(), restockNeeded: true });
    // Paid all the same: it takes what is left, never below zero nor other orders' reservations.
    expect(sell({ stock: 0, reserved: 0 }, 2, 'released')).toEqual({ stock: 0, reserved: 0 });
  });

  it('derives where an order’s units belong from its status and payment status', () => {
    expect(stockStateFor({ status: 'en_attente_paiement', paymentStatus: 'open' })).toBe('reserved');
    expect(stockStateFor({ status: 'payee', paymentStatus: 'paid' })).toBe('sold');
    expect(stockStateFor({ status: 'annulee', paymentStatus: 'paid' })).toBe('sold');
    expect(stockStateFor({ status: 'annulee', paymentStatus: 'expired' })).toBe('released');
    for (const failed of ['failed', 'canceled', 'expired']) {
      expect(stockStateFor({ status: 'en_attente_paiement', paymentStatus: failed })).toBe('released');
    }
  });

  it('moves units once: sold is final, old orders without a reservation are left alone', () => {
    expect(stockMove('reserved', 'sold')).toBe('sell-reserved');
    expect(stockMove('reserved', 'released')).toBe('release');
    expect(stockMove('reserved', 'reserved')).toBeNull();
    expect(stockMove('released', 'reserved')).toBe('reserve');
    expect(stockMove('released', 'sold')).toBe('sell-released');
    expect(stockMove('released', 'released')).toBeNull();
    expect(stockMove('sold', 'released')).toBeNull();
    expect(stockMove('none', 'sold')).toBeNull();
  });
});
