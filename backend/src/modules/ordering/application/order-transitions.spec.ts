import { GiftSubscriptionCheckout } from './gift-subscription-checkout.js';
import { GiftCardCheckout } from './gift-card-checkout.js';
import { at, input, orderIn } from '../../../../test/support/order-fixtures.js';
import { Order } from '../domain/order.js';
import { type OrderStatus, nextStatuses } from '../domain/order-status.js';
import type { OrderInvoices } from './order-invoices.js';
import type { OrderMails } from './order-mails.js';
import { type OrderTransitionContext, OrderTransitions, orderTransitionEffects } from './order-transitions.js';

/** Each handler of an order's transitions, against recording invoices and mails (in-memory ports). */
describe('OrderTransitions', () => {
  const done: string[] = [];
  const invoices = {
    issueIfPaid: async (order: Order, payment: { id: string | null }) => {
      done.push(`facture ${order.orderNumber} ${payment.id ?? 'manuel'}`);
    },
  } as unknown as OrderInvoices;
  const mail = (kind: string) => async (order: Order) => {
    done.push(`courriel ${kind} ${order.orderNumber}`);
  };
  const mails = {
    shipped: mail('expédiée'),
    delivered: mail('livrée'),
    cancelled: mail('annulée'),
  } as unknown as OrderMails;
  // A recording gift-cards participant (in-memory port), as the gift-cards module registers its own.
  const giftCards = new GiftCardCheckout();
  giftCards.register({
    placed: async () => undefined,
    paid: async (order) => void done.push(`cartes actives ${order.orderNumber}`),
    abandoned: async (order) => void done.push(`cartes annulées ${order.orderNumber}`),
    hold: async () => 0,
    release: async () => undefined,
    credit: async () => [],
    ofOrders: async () => new Map(),
    heldSince: async () => [],
  });
  const transitions = new OrderTransitions(invoices, mails, new GiftSubscriptionCheckout(), giftCards);
  const context = (trigger: OrderTransitionContext['trigger'], id: string | null = null): OrderTransitionContext => ({
    trigger,
    payment: { id, method: null },
  });
  const run = async (from: OrderStatus, to: OrderStatus, trigger: OrderTransitionContext['trigger'], id?: string) => {
    done.length = 0;
    const order = orderIn(from);
    await transitions.after({ from, to, subject: order }, context(trigger, id));
    return done.map((line) => line.replace(order.orderNumber, 'BP'));
  };

  it('payee: the invoice, with the payment that paid it', async () => {
    expect(await run('en_attente_paiement', 'payee', 'payment', 'tr_1')).toEqual(['facture BP tr_1']);
    expect(await run('en_attente_paiement', 'payee', 'admin')).toEqual(['facture BP manuel']);
  });

  it("expediee, livree, annulee: the customer's mail when an administrator moves the order", async () => {
    expect(await run('en_preparation', 'expediee', 'admin')).toEqual(['courriel expédiée BP']);
    expect(await run('expediee', 'livree', 'admin')).toEqual(['courriel livrée BP']);
    expect(await run('payee', 'annulee', 'admin')).toEqual(['courriel annulée BP']);
  });

  it('no mail when the shop cancels on its own (expiry, a subscription box given up)', async () => {
    expect(await run('en_attente_paiement', 'annulee', 'expiry')).toEqual([]);
    expect(await run('en_attente_paiement', 'annulee', 'subscription')).toEqual([]);
  });

  it('nothing for the other moves', async () => {
    expect(await run('payee', 'en_preparation', 'admin')).toEqual([]);
    expect(await run('livree', 'retournee', 'admin')).toEqual([]);
  });

  it('tells what each allowed move of an order will cause, running nothing', () => {
    done.length = 0;
    const effects = (from: OrderStatus) =>
      nextStatuses(from).map((to) => [to, orderTransitionEffects(orderIn(from), to)]);
    expect(effects('en_attente_paiement')).toEqual([
      ['payee', ['payment-by-hand', 'invoice', 'stock-sold']],
      ['annulee', ['customer-mail', 'stock-released', 'final']],
    ]);
    expect(effects('en_preparation')).toEqual([
      ['expediee', ['customer-mail']],
      ['annulee', ['customer-mail', 'refund-needed', 'final']],
    ]);
    expect(effects('livree')).toEqual([['retournee', ['final']]]);
    expect(done).toEqual([]);
  });

  it('e-gift cards: active when their order is paid, cancelled with it unpaid, kept once paid', async () => {
    const withCards = (): Order => Order.place(input({ giftCardsCents: 5000, totalCents: input().totalCents + 5000 }));
    const move = async (order: Order, to: OrderStatus, trigger: OrderTransitionContext['trigger']) => {
      done.length = 0;
      const from = order.status;
      if (to === 'payee') order.markPaid(at(1));
      else order.cancel(at(2));
      await transitions.after({ from, to, subject: order }, context(trigger, 'tr_1'));
      return done.map((line) => line.replace(order.orderNumber, 'BP'));
    };
    expect(await move(withCards(), 'payee', 'payment')).toEqual(['facture BP tr_1', 'cartes actives BP']);
    expect(await move(withCards(), 'annulee', 'expiry')).toEqual(['cartes annulées BP']);
    const paid = withCards();
    paid.markPaid(at(1));
    expect(await move(paid, 'annulee', 'admin')).toEqual(['courriel annulée BP']);
    // An order without cards never asks the participant.
    expect(await run('en_attente_paiement', 'payee', 'payment', 'tr_2')).toEqual(['facture BP tr_2']);
  });
});
