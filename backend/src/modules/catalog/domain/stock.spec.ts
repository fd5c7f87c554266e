import { InsufficientStockError, stockMove, stockStateFor } from './stock.js';

describe('stock', () => {
  it('refuses in French, naming the product, what is left and the cart line', () => {
    const refusal = new InsufficientStockError('Box Zen', 2, 'items.0.quantity');
    expect(refusal).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      kind: 'conflict',
      message: 'Stock insuffisant pour Box Zen : 2 disponible(s)',
    });
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
