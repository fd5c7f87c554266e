import { assertCents, type Cents } from '../../../shared/money.js';
import { SHIPPING_VAT_RATE, VAT_RATES, type VatRate, isVatRate } from '../../../shared/vat-rates.js';

/**
 * Belgian VAT on VAT-included prices (docs/design/invoices.md). The shop's prices are TTC; an invoice shows, per
 * rate, the base (HT), the VAT and the total (TTC). VAT is worked out once per rate on the rate's
 * total (not per line), so base + VAT = TTC for each rate and the rates' TTC add up to the order
 * total to the cent.
 */

/** The rates a product may carry and delivery's rate: the one list, in the shared kernel. */
export { VAT_RATES, type VatRate, DEFAULT_VAT_RATE, SHIPPING_VAT_RATE, isVatRate } from '../../../shared/vat-rates.js';

/** A bought line, VAT included. */
export interface TaxedLine {
  unitPriceCents: Cents;
  quantity: number;
  vatRate: VatRate;
}

export interface VatBreakdownInput {
  lines: readonly TaxedLine[];
  /** Promo discount on the goods, VAT included (allocated over the rates in proportion to their amounts). */
  discountCents: Cents;
  /** Delivery, VAT included, at SHIPPING_VAT_RATE. */
  shippingCents: Cents;
}

/** One rate of the breakdown: base HT + VAT = TTC. */
export interface VatRateTotal {
  rate: VatRate;
  baseCents: Cents;
  vatCents: Cents;
  totalCents: Cents;
}

export interface VatBreakdown {
  /** Highest rate first; only the rates that carry an amount. */
  rates: VatRateTotal[];
  /** The discount's part per rate (sums to the discount). */
  discountByRate: Partial<Record<VatRate, Cents>>;
  baseCents: Cents;
  vatCents: Cents;
  totalCents: Cents;
}

export class VatInputError extends RangeError {}

function check(condition: boolean, message: string): void {
  if (!condition) throw new VatInputError(message);
}

/** The VAT contained in a VAT-included amount at `rate` %, rounded half away from zero (exact integers). */
export function vatIncluded(totalCents: Cents, rate: VatRate): Cents {
  assertCents(totalCents);
  const numerator = Math.abs(totalCents) * rate;
  const denominator = 100 + rate;
  const quotient = Math.floor(numerator / denominator);
  const vat = (numerator % denominator) * 2 >= denominator ? quotient + 1 : quotient;
  return totalCents < 0 ? -vat : vat;
}

/**
 * Splits `amount` over `weights` in proportion (largest remainder method): the parts are whole cents,
 * never above their weight's share rounded up, and add up to `amount` exactly. Ties go to the earlier weight.
 */
export function allocate(amount: Cents, weights: readonly Cents[]): Cents[] {
  assertCents(amount);
  check(amount >= 0, 'amount must not be negative');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  check(
    weights.every((weight) => Number.isSafeInteger(weight) && weight >= 0),
    'weights must be whole non-negative cents',
  );
  if (amount === 0) return weights.map(() => 0);
  check(total > 0, 'cannot allocate over nothing');
  // amount * weight stays below 2^53 for shop amounts (both under 10^7 cents).
  const parts = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % total }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The breakdown per rate of an order: each line's TTC goes to its rate, the discount is allocated over
 * the goods' rates in proportion, delivery goes to 21 %. Per rate, VAT = TTC × rate / (100 + rate)
 * rounded once, base = TTC − VAT. Total = Σ lines − discount + shipping, to the cent.
 */
export function vatBreakdown(input: VatBreakdownInput): VatBreakdown {
  check(Array.isArray(input.lines) && input.lines.length > 0, 'at least one line');
  for (const line of input.lines) {
    check(Number.isSafeInteger(line.unitPriceCents) && line.unitPriceCents >= 0, 'unit price in whole cents');
    check(Number.isSafeInteger(line.quantity) && line.quantity >= 1, 'quantity of at least 1');
    check(isVatRate(line.vatRate), 'unknown VAT rate');
  }
  check(Number.isSafeInteger(input.shippingCents) && input.shippingCents >= 0, 'shipping in whole cents');
  check(Number.isSafeInteger(input.discountCents) && input.discountCents >= 0, 'discount in whole cents');

  const goods = new Map<VatRate, Cents>();
  for (const line of input.lines) {
    goods.set(line.vatRate, (goods.get(line.vatRate) ?? 0) + line.unitPriceCents * line.quantity);
  }
  const goodsRates = VAT_RATES.filter((rate) => goods.has(rate));
  const goodsTotal = goodsRates.reduce((sum, rate) => sum + goods.get(rate)!, 0);
  check(input.discountCents <= goodsTotal, 'discount above the goods');

  const discountParts = allocate(
    input.discountCents,
    goodsRates.map((rate) => goods.get(rate)!),
  );
  const discountByRate: Partial<Record<VatRate, Cents>> = {};
  const totals = new Map<VatRate, Cents>();
  goodsRates.forEach((rate, index) => {
    if (discountParts[index] > 0) discountByRate[rate] = discountParts[index];
    totals.set(rate, goods.get(rate)! - discountParts[index]);
  });
  if (input.shippingCents > 0) {
    totals.set(SHIPPING_VAT_RATE, (totals.get(SHIPPING_VAT_RATE) ?? 0) + input.shippingCents);
  }

  const rates: VatRateTotal[] = VAT_RATES.filter((rate) => totals.has(rate)).map((rate) => {
    const totalCents = totals.get(rate)!;
    const vatCents = vatIncluded(totalCents, rate);
    return { rate, baseCents: totalCents - vatCents, vatCents, totalCents };
  });
  return {
    rates,
    discountByRate,
    baseCents: rates.reduce((sum, r) => sum + r.baseCents, 0),
    vatCents: rates.reduce((sum, r) => sum + r.vatCents, 0),
    totalCents: rates.reduce((sum, r) => sum + r.totalCents, 0),
  };
}
