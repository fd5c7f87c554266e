import type { Clock } from '../../../../shared/clock.js';
import { decimalStringToCents } from '../../../../shared/money.js';
import {
  SANDBOX_CHOICE_LABELS,
  type SandboxChoice,
  isSandboxChoice,
  renderCheckoutPage,
  renderMessagePage,
} from './sandbox-checkout-page.js';
import { SANDBOX_METHODS, acceptsAmount, findSandboxMethod, logoDataUri } from './sandbox-methods.js';
import type { SandboxPayments } from './sandbox-payments.js';
import type { SandboxRecurring } from './sandbox-recurring.js';
import type { SandboxPaymentStore } from './sandbox-store.js';
import type { SandboxWebhookSender } from './sandbox-webhooks.js';

/** What the hosted checkout page answers: a page, or a redirect to the payment's redirectUrl. */
export type CheckoutResult =
  { kind: 'page'; status: number; html: string; redirectUrl: string | null } | { kind: 'redirect'; location: string };

export interface SandboxCheckoutDeps {
  payments: SandboxPayments;
  store: SandboxPaymentStore;
  recurring: SandboxRecurring;
  webhooks: SandboxWebhookSender;
  clock: Clock;
}

const euros = new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' });
const brusselsTime = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The hosted checkout page's behaviour, like Mollie's test-mode page: GET shows the payment and the
 * status buttons; POST records the chosen status, rings the webhook and sends the shopper back to the
 * payment's redirectUrl. Who serves it over HTTP is the caller's business (the shop's controller, or
 * the standalone sandbox's own server).
 */
export class SandboxCheckout {
  constructor(private readonly deps: SandboxCheckoutDeps) {}

  /** GET of the hosted checkout page. */
  page(id: string): CheckoutResult {
    const payment = this.deps.payments.read(id);
    if (!payment) return notFoundPage();
    if (payment.status !== 'open') {
      return {
        kind: 'page',
        status: 200,
        html: renderMessagePage({
          title: 'Paiement terminé',
          message: `Ce paiement est déjà au statut « ${SANDBOX_CHOICE_LABELS[payment.status as SandboxChoice] ?? payment.status} ».`,
          link: payment.redirectUrl ? { href: payment.redirectUrl, label: 'Retour à la boutique' } : undefined,
        }),
        redirectUrl: payment.redirectUrl,
      };
    }
    const cents = decimalStringToCents(payment.amount.value);
    const fixed = payment.method ? findSandboxMethod(payment.method) : undefined;
    const issuer = fixed?.issuers.find((candidate) => candidate.id === payment.issuer);
    return {
      kind: 'page',
      status: 200,
      html: renderCheckoutPage({
        paymentId: payment.id,
        description: payment.description,
        amountText: euros.format(cents / 100),
        method: fixed
          ? {
              id: fixed.id,
              description: fixed.description,
              logo: logoDataUri(fixed.logo),
              issuer: issuer?.name ?? null,
            }
          : null,
        methodChoices: fixed
          ? []
          : SANDBOX_METHODS.filter((method) => acceptsAmount(method, cents)).map((method) => ({
              id: method.id,
              description: method.description,
              logo: logoDataUri(method.logo),
            })),
        expiresText: `à ${brusselsTime.format(new Date(payment.expiresAt))}`,
      }),
      redirectUrl: payment.redirectUrl,
    };
  }

  /**
   * POST of the hosted checkout page: records the chosen status (nothing for 'open' or a payment that
   * is no longer open), calls the webhook (retried in the background if it fails) and sends the
   * shopper to the payment's redirectUrl.
   */
  async choose(id: string, choice: unknown, chosenMethod?: unknown): Promise<CheckoutResult> {
    const payment = this.deps.payments.read(id);
    if (!payment) return notFoundPage();
    if (!isSandboxChoice(choice)) {
      return {
        kind: 'page',
        status: 400,
        html: renderMessagePage({ title: 'Choix invalide', message: 'Choisissez un des statuts proposés.' }),
        redirectUrl: payment.redirectUrl,
      };
    }
    if (payment.status === 'open' && choice !== 'open') {
      const now = this.deps.clock.now().toISOString();
      payment.status = choice;
      if (choice === 'paid') {
        const cents = decimalStringToCents(payment.amount.value);
        const picked = typeof chosenMethod === 'string' ? findSandboxMethod(chosenMethod) : undefined;
        payment.method ??= picked && acceptsAmount(picked, cents) ? picked.id : 'creditcard';
        payment.paidAt = now;
      } else if (choice === 'failed') payment.failedAt = now;
      else if (choice === 'canceled') payment.canceledAt = now;
      else payment.expiredAt = now;
      this.deps.store.put(payment);
      this.deps.recurring.onFinalStatus(payment);
      await this.deps.webhooks.deliver(payment);
    }
    if (!payment.redirectUrl) {
      return {
        kind: 'page',
        status: 200,
        html: renderMessagePage({
          title: 'Paiement enregistré',
          message: `Statut du paiement : « ${SANDBOX_CHOICE_LABELS[choice]} ». Vous pouvez fermer cette page.`,
        }),
        redirectUrl: null,
      };
    }
    return { kind: 'redirect', location: payment.redirectUrl };
  }
}

function notFoundPage(): CheckoutResult {
  return {
    kind: 'page',
    status: 404,
    html: renderMessagePage({ title: 'Paiement introuvable', message: "Ce paiement n'existe pas ou plus." }),
    redirectUrl: null,
  };
}
