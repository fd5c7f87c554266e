/**
 * The shop's figures as the page copy states them ("-15 %", "dès 50 €", "4,99 €"), from the server's
 * rules. generated/rules/ holds the body GET /api/rules serves, one JSON file per rule, written from the backend's rules by
 * `npm run api:types` and checked against them by `npm test` (backend/src/openapi/openapi-document.spec.ts):
 * the copy and the server cannot disagree, and a page states them at its first paint, before any
 * request (server-rendered pages, head descriptions, the offline shell). Screens that compute with the
 * rules (cart, subscriptions, back office) read them from the server at run time (features/rules).
 */
import frequencies from '../../generated/rules/frequencies.json' with { type: 'json' };
import shipping from '../../generated/rules/shipping.json' with { type: 'json' };
import subscriptionDiscountPercent from '../../generated/rules/subscriptionDiscountPercent.json' with { type: 'json' };
import welcomeOffer from '../../generated/rules/welcomeOffer.json' with { type: 'json' };
import { formatDecimal } from './format.ts';

/** An amount in euros as copy writes it, without the currency: 50 → "50", 4.99 → "4,99", 1000 → "1 000". */
export function euros(amount: number): string {
  return formatDecimal(amount, Number.isInteger(amount) ? 0 : 2, true);
}

/** "A, B ou C", as Intl's fr-BE disjunction writes it (without building an Intl formatter, see lib/format). */
function oneOf(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;
}

/** The subscription's discount in per cent (15). */
export const SUBSCRIPTION_DISCOUNT_PERCENT: number = subscriptionDiscountPercent;

/** The subtotal from which shipping is free, in euros as copy writes it ("50"). */
export const FREE_SHIPPING_FROM: string = euros(shipping.freeShippingThreshold);

/** Standard shipping below that subtotal, in euros as copy writes it ("4,99"). */
export const SHIPPING_FEE: string = euros(shipping.fee);

/** The subscription's rhythms as one choice: "Mensuel, tous les 2 mois ou trimestriel". */
export const FREQUENCY_CHOICES: string = oneOf(
  frequencies.map(({ label }, index) => (index === 0 ? label : label.toLowerCase())),
);

/** The code the shop advertises to new customers and its discount in per cent ({ code: 'BIENVENUE', percent: 10 }). */
export const WELCOME_OFFER: Readonly<{ code: string; percent: number }> = welcomeOffer;
