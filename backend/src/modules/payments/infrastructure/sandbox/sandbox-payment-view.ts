import { centsToDecimalString, decimalStringToCents } from '../../../../shared/money.js';
import type { SandboxPayment } from './sandbox-store.js';

/** A payment in Mollie's v2 shape (what GET /v2/payments/:id answers); `refundedCents`: its refunds so far. */
export function renderSandboxPayment(
  payment: SandboxPayment,
  endpoint: string,
  checkoutBaseUrl: string,
  refundedCents = 0,
): Record<string, unknown> {
  const currency = payment.amount.currency;
  const charged = payment.amountChargedBack ? decimalStringToCents(payment.amountChargedBack.value) : 0;
  const remaining = Math.max(0, decimalStringToCents(payment.amount.value) - refundedCents - charged);
  const sequenceType = payment.sequenceType ?? 'oneoff';
  const open = payment.status === 'open' && sequenceType !== 'recurring';
  const checkout = `${checkoutBaseUrl}/${payment.id}`;
  const paid = payment.status === 'paid';
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    ...(paid
      ? {
          amountRefunded: { value: centsToDecimalString(refundedCents), currency },
          amountRemaining: { value: centsToDecimalString(remaining), currency },
          settlementAmount: payment.amount,
        }
      : {}),
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: open,
    ...(open ? { expiresAt: payment.expiresAt } : {}),
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
    ...(payment.canceledAt ? { canceledAt: payment.canceledAt } : {}),
    ...(payment.expiredAt ? { expiredAt: payment.expiredAt } : {}),
    ...(payment.failedAt ? { failedAt: payment.failedAt } : {}),
    ...(payment.issuer ? { issuer: payment.issuer } : {}),
    ...(payment.locale ? { locale: payment.locale } : {}),
    profileId: 'pfl_sandbox',
    sequenceType,
    ...(payment.customerId ? { customerId: payment.customerId } : {}),
    ...(payment.mandateId ? { mandateId: payment.mandateId } : {}),
    ...(payment.amountChargedBack ? { amountChargedBack: payment.amountChargedBack } : {}),
    redirectUrl: payment.redirectUrl,
    ...(payment.cancelUrl ? { cancelUrl: payment.cancelUrl } : {}),
    webhookUrl: payment.webhookUrl,
    _links: {
      self: { href: `${endpoint}payments/${payment.id}`, type: 'application/hal+json' },
      ...(open ? { checkout: { href: checkout, type: 'text/html' } } : {}),
      dashboard: { href: checkout, type: 'text/html' },
      ...(payment.customerId
        ? { customer: { href: `${endpoint}customers/${payment.customerId}`, type: 'application/hal+json' } }
        : {}),
      ...(payment.customerId && payment.mandateId
        ? {
            mandate: {
              href: `${endpoint}customers/${payment.customerId}/mandates/${payment.mandateId}`,
              type: 'application/hal+json',
            },
          }
        : {}),
      ...(refundedCents > 0
        ? { refunds: { href: `${endpoint}payments/${payment.id}/refunds`, type: 'application/hal+json' } }
        : {}),
      ...(payment.amountChargedBack
        ? { chargebacks: { href: `${endpoint}payments/${payment.id}/chargebacks`, type: 'application/hal+json' } }
        : {}),
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  };
}
