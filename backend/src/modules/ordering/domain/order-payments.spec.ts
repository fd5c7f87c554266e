import { DomainError } from '../../../shared/domain-error.js';
import { Order, PAYMENT_WINDOW_MS, type OrderSnapshot } from './order.js';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment-status.js';
import { T0, at, caught, input, orderIn } from '../../../../test/support/order-fixtures.js';

/** Mollie's report of a payment, with what the payment's record said before ('open' unless given). */
const report = (id: string, status: PaymentStatus, recordedStatus: PaymentStatus = 'open') => ({
  id,
  status,
  recordedStatus,
});

describe('Order.recordPaymentStatus', () => {
  it('paid moves a waiting order to payee once; the same report again changes nothing', () => {
    const order = Order.place(input());
    order.attachPayment('tr_abc', at(0));
    expect(order.recordPaymentStatus('paid', at(2))).toEqual({
      changed: true,
      becamePaid: true,
      refundRequired: false,
    });
    const afterFirst = order.toSnapshot();
    expect(afterFirst).toMatchObject({ status: 'payee', paymentStatus: 'paid', paidAt: at(2), confirmedAt: at(2) });
    expect(afterFirst.history.at(-1)).toMatchObject({ from: 'en_attente_paiement', to: 'payee', by: 'mollie' });
    for (let i = 0; i < 5; i++) {
      expect(order.recordPaymentStatus('paid', at(3 + i))).toEqual({
        changed: false,
        becamePaid: false,
        refundRequired: false,
      });
    }
    expect(order.toSnapshot()).toEqual(afterFirst);
  });

  it('records the other statuses without cancelling (the customer may resume)', () => {
    const order = Order.place(input());
    for (const status of ['pending', 'authorized', 'failed', 'canceled', 'expired', 'open'] as const) {
      expect(order.recordPaymentStatus(status, at(1)).changed).toBe(true);
      expect(order.recordPaymentStatus(status, at(2)).changed).toBe(false);
      expect(order.toSnapshot()).toMatchObject({ status: 'en_attente_paiement', paymentStatus: status });
    }
    expect(order.history).toHaveLength(1);
  });

  it('never lets a paid payment go back', () => {
    const order = orderIn('payee');
    for (const status of PAYMENT_STATUSES) {
      order.recordPaymentStatus(status, at(5));
      expect(order.paymentStatus).toBe('paid');
    }
  });

  it('paid after cancellation keeps the order cancelled and flags a refund', () => {
    const order = Order.place(input());
    order.expire(at(16));
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'expired', refundRequired: false });
    expect(order.recordPaymentStatus('paid', at(17))).toEqual({
      changed: true,
      becamePaid: false,
      refundRequired: true,
    });
    const s = order.toSnapshot();
    expect(s).toMatchObject({ status: 'annulee', paymentStatus: 'paid', paidAt: at(17), refundRequired: true });
    expect(s.history.at(-1)).toEqual({
      from: 'annulee',
      to: 'annulee',
      at: at(17),
      by: 'mollie',
      note: 'Paiement reçu après annulation : remboursement à effectuer',
    });
    expect(order.recordPaymentStatus('paid', at(18)).changed).toBe(false);
  });
});

describe('Order.expire and payments', () => {
  it('cancels a waiting order once its 15 minutes are over, never before', () => {
    const order = Order.place(input());
    const early = caught(() => order.expire(new Date(T0.getTime() + PAYMENT_WINDOW_MS - 1)));
    expect(early).toMatchObject({ code: 'ORDER_PAYMENT_WINDOW_OPEN', kind: 'conflict' });
    order.expire(at(15));
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'expired', canceledAt: at(15) });
    expect(order.history.at(-1)).toMatchObject({ from: 'en_attente_paiement', to: 'annulee', by: 'system' });
  });

  it('keeps a payment Mollie already closed as failed or canceled', () => {
    const order = Order.place(input());
    order.recordPaymentStatus('canceled', at(3));
    order.expire(at(20));
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'canceled' });
  });

  it('never expires a paid order', () => {
    for (const status of ['payee', 'en_preparation'] as const) {
      const order = orderIn(status);
      expect(caught(() => order.expire(at(60)))).toMatchObject({ code: 'ORDER_ALREADY_PAID', kind: 'conflict' });
      expect(order.status).toBe(status);
    }
    for (const status of ['annulee', 'expediee', 'livree', 'retournee'] as const) {
      expect(caught(() => orderIn(status).expire(at(60))).code).toBe('ORDER_INVALID_TRANSITION');
    }
  });

  it('restarts the window when a new payment is attached (resume), only while waiting', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.recordPaymentStatus('canceled', at(2));
    order.attachPayment('tr_second', at(10));
    expect(order.toSnapshot()).toMatchObject({ molliePaymentId: 'tr_second', paymentStatus: 'open' });
    expect(order.paymentDeadline()).toEqual(at(25));
    expect(order.isPaymentWindowOver(at(20))).toBe(false);
    expect(caught(() => orderIn('payee').attachPayment('tr_x', at(1))).code).toBe('ORDER_NOT_AWAITING_PAYMENT');
  });
});

describe('Order snapshots', () => {
  it('round-trips through fromSnapshot and refuses unknown states', () => {
    const order = orderIn('expediee');
    const snapshot = order.toSnapshot();
    expect(Order.fromSnapshot(snapshot).toSnapshot()).toEqual(snapshot);
    expect(() => Order.fromSnapshot({ ...snapshot, status: 'perdue' } as unknown as OrderSnapshot)).toThrow(
      DomainError,
    );
    expect(() => Order.fromSnapshot({ ...snapshot, paymentStatus: 'refunded' } as unknown as OrderSnapshot)).toThrow(
      DomainError,
    );
  });
});

describe('Order payments reported after the order left waiting, and earlier payments', () => {
  it('keeps the recorded payment status of a cancelled order for anything but paid', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.expire(at(16));
    for (const status of ['canceled', 'failed', 'open', 'pending'] as const) {
      expect(order.recordPaymentStatus(status, at(17)).changed).toBe(false);
    }
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'expired' });
  });

  it('an earlier payment paid while the order waits becomes its payment and pays it', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    expect(order.recordPaymentOf(report('tr_first', 'canceled'), at(6)).changed).toBe(false);
    expect(order.recordPaymentOf(report('tr_first', 'paid'), at(7))).toEqual({
      changed: true,
      becamePaid: true,
      refundRequired: false,
    });
    expect(order.toSnapshot()).toMatchObject({ status: 'payee', paymentStatus: 'paid', molliePaymentId: 'tr_first' });
  });

  it('a second payment of a paid order is flagged for refund once', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    expect(order.recordPaymentOf(report('tr_second', 'paid'), at(6)).becamePaid).toBe(true);
    expect(order.recordPaymentOf(report('tr_first', 'paid'), at(7))).toEqual({
      changed: true,
      becamePaid: false,
      refundRequired: true,
    });
    // Mollie rings again: the payment's record already says paid.
    expect(order.recordPaymentOf(report('tr_first', 'paid', 'paid'), at(8)).changed).toBe(false);
    const s = order.toSnapshot();
    expect(s).toMatchObject({ status: 'payee', molliePaymentId: 'tr_second', refundRequired: true });
    expect(s.history.at(-1)?.note).toBe('Second paiement reçu (tr_first) : remboursement à effectuer');
  });

  it('a second payment is recognised by its record, whatever note its caller wrote', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    order.recordPaymentOf(report('tr_second', 'paid'), at(6));
    const noted = { by: 'admin:7', note: 'Virement constaté sur le relevé' };
    expect(order.recordPaymentOf(report('tr_first', 'paid'), at(7), noted).refundRequired).toBe(true);
    expect(order.history.at(-1)?.note).toBe('Virement constaté sur le relevé');
    expect(order.recordPaymentOf(report('tr_first', 'paid', 'paid'), at(8), noted).changed).toBe(false);
    expect(order.history.filter((entry) => entry.note === 'Virement constaté sur le relevé')).toHaveLength(1);
  });

  it('a second payment replayed after its refund flags nothing again', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    order.recordPaymentOf(report('tr_second', 'paid'), at(6));
    order.recordPaymentOf(report('tr_first', 'paid'), at(7));
    order.recordRefund('Remboursé : 34,98 € (NC-2026-000001)', at(8));
    expect(order.recordPaymentOf(report('tr_first', 'paid', 'paid'), at(9))).toEqual({
      changed: false,
      becamePaid: false,
      refundRequired: false,
    });
    expect(order.toSnapshot().refundRequired).toBe(false);
  });

  it('an earlier payment paid after cancellation flags a refund', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    order.expire(at(25));
    expect(order.recordPaymentOf(report('tr_first', 'paid'), at(26))).toMatchObject({ refundRequired: true });
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'paid', refundRequired: true });
  });
});
