import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { centsToDecimalString } from '../../../shared/money.js';
import { type GatewayPayment, paymentsMode } from '../../payments/index.js';

/** The answer of POST /api/mollie/payments and of a resume (kept as is for an idempotent repeat). */
export interface CheckoutAnswer {
  id: string;
  status: string;
  orderId: string;
  checkoutUrl: string | null;
  _links: { checkout: { href: string } | null };
  amount: { value: string; currency: string };
}

/** The shop's own URLs given to Mollie: never the client's. */
@Injectable()
export class CheckoutLinks {
  constructor(private readonly config: AppConfig) {}

  redirectUrl(orderNumber: string): string {
    return `${this.config.publicUrl}/payment-result?order=${encodeURIComponent(orderNumber)}&origin=redirect`;
  }

  /**
   * `${PUBLIC_URL}/api/mollie/webhook`; none with the real Mollie while PUBLIC_URL is this machine
   * (Mollie refuses such a webhook and could not reach it): the payment result page's status check
   * and the expiry job then read the status from Mollie.
   */
  webhookUrl(): string | undefined {
    const host = new URL(this.config.publicUrl).hostname;
    const local = host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '[::1]';
    if (local && paymentsMode(this.config) === 'mollie') return undefined;
    return `${this.config.publicUrl}/api/mollie/webhook`;
  }

  answer(payment: GatewayPayment, orderNumber: string): CheckoutAnswer {
    return {
      id: payment.id,
      status: payment.status,
      orderId: orderNumber,
      checkoutUrl: payment.checkoutUrl,
      _links: { checkout: payment.checkoutUrl ? { href: payment.checkoutUrl } : null },
      amount: { value: centsToDecimalString(payment.amount.cents), currency: payment.amount.currency },
    };
  }
}
