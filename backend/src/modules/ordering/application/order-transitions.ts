import { Injectable } from '@nestjs/common';
import { type Transition, type TransitionHandler, TransitionHandlers } from '../../../shared/state-machine.js';
import type { Order } from '../domain/order.js';
import { type OrderEffect, type OrderState, domainEffects } from '../domain/order-effects.js';
import { type OrderStatus, isFinalStatus } from '../domain/order-status.js';
import { type InvoicedPayment, OrderInvoices } from './order-invoices.js';
import { OrderMails } from './order-mails.js';
import { GiftSubscriptionCheckout } from './gift-subscription-checkout.js';
import { GiftCardCheckout } from './gift-card-checkout.js';

/** What the caller of a transition hands its handlers. */
export interface OrderTransitionContext {
  /**
   * Who moved the order: an administrator, a payment Mollie reported, the 15-minute expiry, or the
   * renewal run giving up a subscription's unpaid box.
   */
  trigger: 'admin' | 'payment' | 'expiry' | 'subscription';
  /** The payment that paid the order, when one did (ids null: an administrator confirmed it by hand). */
  payment: InvoicedPayment;
}

/** The handlers' own collaborators, added by OrderTransitions. */
interface HandlerContext extends OrderTransitionContext {
  invoices: OrderInvoices;
  mails: OrderMails;
  giftSubscriptions: GiftSubscriptionCheckout;
  giftCards: GiftCardCheckout;
}

type OrderHandler = TransitionHandler<OrderStatus, Order, HandlerContext, OrderEffect, OrderState>;

/** The customer's mail for an order moved to `on`: only an administrator's move mails. */
function customerMail(on: OrderStatus, send: (mails: OrderMails) => OrderMails['shipped']): OrderHandler {
  return {
    name: `courriel ${on}`,
    on: [on],
    effect: () => 'customer-mail',
    // An unpaid order the expiry cancels was announced at checkout (15 minutes), and a subscription's
    // given-up box is told by the subscription's own mail.
    run: async ({ subject }, { trigger, mails }) => {
      if (trigger === 'admin') await send(mails).call(mails, subject);
    },
  };
}

/**
 * What an order's transitions cause, declared once (docs/architecture.md, "How to add what a
 * transition does"): each handler names its target states, what it will cause (`effect`, told to the
 * administrator before the move) and what it does (`run`, in the transaction that moved the order).
 */
const HANDLERS = new TransitionHandlers<OrderStatus, Order, HandlerContext, OrderEffect, OrderState>([
  {
    name: 'facture',
    on: ['payee'],
    effect: () => 'invoice',
    run: ({ subject }, { payment, invoices }) => invoices.issueIfPaid(subject, payment),
  },
  {
    name: 'abonnement offert commencé',
    on: ['payee'],
    effect: () => null,
    run: ({ subject }, { giftSubscriptions }) => giftSubscriptions.paid(subject.toSnapshot()),
  },
  {
    name: 'abonnement offert arrêté avec sa commande',
    on: ['annulee'],
    effect: () => null,
    run: ({ subject }, { giftSubscriptions }) => giftSubscriptions.abandoned(subject.toSnapshot()),
  },
  {
    // docs/design/gift-cards.md: the cards come alive with their order's payment.
    name: 'cartes cadeaux activées',
    on: ['payee'],
    effect: () => null,
    run: ({ subject }, { giftCards }) => giftCards.paid(subject.toSnapshot()),
  },
  {
    // Cancelled unpaid (expired, failed, an administrator): the waiting cards are cancelled with it.
    // A paid order cancelled later keeps its cards (their refund is a later slice of gift-cards.md).
    name: 'cartes cadeaux annulées avec leur commande impayée',
    on: ['annulee'],
    effect: () => null,
    run: async ({ subject }, { giftCards }) => {
      const order = subject.toSnapshot();
      if (order.paidAt === null) await giftCards.abandoned(order);
    },
  },
  customerMail('expediee', (mails) => mails.shipped),
  {
    name: 'courriel au destinataire du cadeau',
    on: ['expediee'],
    effect: ({ subject }) => (subject.gift?.notify === 'at_shipping' ? 'recipient-mail' : null),
    run: async ({ subject }, { trigger, mails }) => {
      if (trigger === 'admin' && subject.gift?.notify === 'at_shipping') await mails.giftShipped(subject);
    },
  },
  customerMail('livree', (mails) => mails.delivered),
  customerMail('annulee', (mails) => mails.cancelled),
]);

/**
 * What moving an order from its state to `to` will cause, as the back office tells it before the
 * move: the handlers' effects, the domain's (stock, refund: domainEffects), whether the state is
 * final, and whether an administrator confirms a payment Mollie has not reported.
 */
export function orderTransitionEffects(order: OrderState, to: OrderStatus): OrderEffect[] {
  return [
    ...(to === 'payee' && order.paymentStatus !== 'paid' ? (['payment-by-hand'] as const) : []),
    ...HANDLERS.effects({ from: order.status, to, subject: order }),
    ...domainEffects(order, to),
    ...(isFinalStatus(to) ? (['final'] as const) : []),
  ];
}

/**
 * Runs the handlers of the transition an order just made (it is saved, in the caller's transaction).
 * Every use case that moves an order calls it: an administrator's status change, a payment reported
 * by Mollie, the expiry, a withdrawal received, a subscription's given-up box. The stock follows the
 * one stock policy when the order is saved (catalog's `stockStateFor`); the refund flag is the
 * aggregate's. The confirmation mail is the payment's own (SyncPaymentStatusService): an
 * administrator confirming a payment by hand mails nothing.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    private readonly invoices: OrderInvoices,
    private readonly mails: OrderMails,
    private readonly giftSubscriptions: GiftSubscriptionCheckout,
    private readonly giftCards: GiftCardCheckout,
  ) {}

  after(transition: Transition<OrderStatus, Order>, context: OrderTransitionContext): Promise<void> {
    const { giftSubscriptions, giftCards } = this;
    return HANDLERS.after(transition, {
      ...context,
      invoices: this.invoices,
      mails: this.mails,
      giftSubscriptions,
      giftCards,
    });
  }
}
