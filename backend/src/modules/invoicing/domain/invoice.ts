import { frenchBrusselsDate } from '../../../shared/french-dates.js';
import { type Cents, centsToDecimalString } from '../../../shared/money.js';
import { type DocumentKind, documentYear, formatDocumentNumber } from './document-number.js';
import { type VatRate, type VatRateTotal, vatBreakdown } from './vat.js';

/** Who sells: the shop's legal identity (settings SHOP_LEGAL_NAME, SHOP_VAT_NUMBER, SHOP_ADDRESS). */
export interface Seller {
  legalName: string;
  vatNumber: string;
  /** Lines of the postal address. */
  address: string[];
}

/** Who buys: the order's billing snapshot. */
export interface Buyer {
  name: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

/** An order's amounts as charged; its invoice repeats them as they are. */
export interface OrderAmounts {
  subtotalCents: Cents;
  discountCents: Cents;
  promoCode: string | null;
  shippingCents: Cents;
  totalCents: Cents;
  currency: string;
}

/** A paid order, as invoicing needs it (plain data handed over by the ordering module). */
export interface PaidOrder extends OrderAmounts {
  orderId: string;
  orderNumber: string;
  lines: { name: string; quantity: number; unitPriceCents: Cents; vatRate: VatRate; isSubscription: boolean }[];
  buyer: Buyer;
  paidAt: Date;
  /** Mollie's method id (bancontact, creditcard …), null when unknown. */
  paymentMethod: string | null;
  paymentReference: string | null;
  /** The gift cards that paid part of it (a means of payment: the amounts above do not change). */
  giftCardPayments?: readonly InvoiceGiftCardPayment[];
}

/** A gift card's share of an invoiced order (docs/design/gift-cards.md, "Paying with a card"). */
export interface InvoiceGiftCardPayment {
  last4: string;
  amountCents: Cents;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: Cents;
  vatRate: VatRate;
  totalCents: Cents;
}

/** What an invoice says, stored as issued (the PDF is drawn from it on demand). */
export interface InvoiceData extends OrderAmounts {
  kind: DocumentKind;
  number: string;
  /** Invoice: the payment date. Credit note: the refund date. */
  issuedAt: string;
  orderNumber: string;
  /** Credit notes: the invoice they correct. */
  invoiceNumber: string | null;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  breakdown: VatRateTotal[];
  payment: {
    method: string | null;
    paidAt: string;
    reference: string | null;
    /** Invoices of orders paid partly or wholly by gift cards; absent on earlier ones. */
    giftCards?: InvoiceGiftCardPayment[];
  };
  /** Credit notes: why the money went back. */
  reason: string | null;
}

export class InvoiceMismatchError extends RangeError {}

/** The invoice of a paid order, numbered `sequence` of its payment year. Its breakdown adds up to the order total. */
export function buildInvoice(order: PaidOrder, seller: Seller, sequence: number): InvoiceData {
  const breakdown = vatBreakdown({
    lines: order.lines,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
  });
  if (breakdown.totalCents !== order.totalCents) {
    throw new InvoiceMismatchError(
      `order ${order.orderNumber}: breakdown ${breakdown.totalCents} differs from total ${order.totalCents}`,
    );
  }
  return {
    kind: 'invoice',
    number: formatDocumentNumber('invoice', documentYear(order.paidAt), sequence),
    issuedAt: order.paidAt.toISOString(),
    orderNumber: order.orderNumber,
    invoiceNumber: null,
    seller: { ...seller, address: [...seller.address] },
    buyer: { ...order.buyer },
    lines: order.lines.map((line) => ({
      description: line.isSubscription ? `${line.name} (abonnement -15 %)` : line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      totalCents: line.unitPriceCents * line.quantity,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    currency: order.currency,
    breakdown: breakdown.rates,
    payment: {
      method: order.paymentMethod,
      paidAt: order.paidAt.toISOString(),
      reference: order.paymentReference,
      ...(order.giftCardPayments?.length ? { giftCards: order.giftCardPayments.map((card) => ({ ...card })) } : {}),
    },
    reason: null,
  };
}

/** French names of Mollie's methods, for the invoice's payment line. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  bancontact: 'Bancontact',
  creditcard: 'Carte de crédit',
  kbc: 'KBC/CBC Payment Button',
  belfius: 'Belfius Direct Net',
  ideal: 'iDEAL',
  paypal: 'PayPal',
  banktransfer: 'Virement bancaire',
  giftcard: 'Carte cadeau',
};

export function paymentMethodLabel(method: string | null): string {
  if (!method) return 'Paiement en ligne (Mollie)';
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

/** '20,00 €', as the invoices print amounts. */
export const invoiceEuros = (cents: Cents): string => `${centsToDecimalString(cents).replace('.', ',')} €`;

/**
 * The invoice's payment lines: each gift card's share ('Payé par carte cadeau •••• ABCD : 20,00 €'),
 * then what the online payment paid, when it paid something (docs/design/gift-cards.md).
 */
export function invoicePaymentLines(invoice: Pick<InvoiceData, 'payment' | 'totalCents'>): string[] {
  const cards = invoice.payment.giftCards ?? [];
  const byCards = cards.reduce((sum, card) => sum + card.amountCents, 0);
  const reference = invoice.payment.reference ? ` (référence ${invoice.payment.reference})` : '';
  const online = `Payée le ${frenchBrusselsDate(new Date(invoice.payment.paidAt))} — ${paymentMethodLabel(invoice.payment.method)}${reference}`;
  if (cards.length === 0) return [`${online}.`];
  const lines = cards.map((card) => `Payé par carte cadeau •••• ${card.last4} : ${invoiceEuros(card.amountCents)}`);
  const rest = invoice.totalCents - byCards;
  return rest > 0
    ? [...lines, `${online} : ${invoiceEuros(rest)}`]
    : [
        ...lines,
        `Payée le ${frenchBrusselsDate(new Date(invoice.payment.paidAt))} par carte${cards.length > 1 ? 's' : ''} cadeau${cards.length > 1 ? 'x' : ''}.`,
      ];
}
