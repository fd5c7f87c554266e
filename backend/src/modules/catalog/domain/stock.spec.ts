import {
  InsufficientStockError,
  available,
  release,
  reserve,
  reserveForRenewal,
  sell,
  stockMove,
  stockStateFor,
} from './stock.js';

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
    expect(available(release({ stock: 5, reserved: 5 }, 5))).toBe(5);
  });

  it('turns a reservation into a sale: units leave the shelf and the hold', () => {
    expect(sell({ stock: 5, reserved: 3 }, 2, 'reserved')).toEqual({ stock: 3, reserved: 1 });
    // Paid after its reservation was released: what is left goes, never the units others hold.
    expect(sell({ stock: 5, reserved: 1 }, 2, 'released')).toEqual({ stock: 3, reserved: 1 });
    expect(sell({ stock: 2, reserved: 1 }, 3, 'released')).toEqual({ stock: 1, reserved: 1 });
  });

  it('never refuses a renewal: what is missing is a shortfall to restock', () => {
    expect(reserveForRenewal({ stock: 5, reserved: 1 }, 3)).toEqual({ level: { stock: 5, reserved: 4 }, shortfall: 0 });
    expect(reserveForRenewal({ stock: 5, reserved: 4 }, 3)).toEqual({ level: { stock: 5, reserved: 5 }, shortfall: 2 });
    expect(reserveForRenewal({ stock: 0, reserved: 0 }, 2)).toEqual({ level: { stock: 0, reserved: 0 }, shortfall: 2 });
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
