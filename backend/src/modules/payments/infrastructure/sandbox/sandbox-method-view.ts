import { centsToDecimalString, decimalStringToCents } from '../../../../shared/money.js';
import { PAYMENT_LOCALES } from '../../domain/payment-gateway.js';
import { unprocessable } from './sandbox-http-error.js';
import {
  SANDBOX_CURRENCY,
  SANDBOX_METHODS,
  type SandboxMethod,
  acceptsAmount,
  issuerLogo,
  logoDataUri,
} from './sandbox-methods.js';

export const AMOUNT_VALUE = /^\d{1,10}\.\d{2}$/;

/** The `include` query parameter (issuers, pricing) as a set. */
export function includes(url: URL): Set<string> {
  return new Set((url.searchParams.get('include') ?? '').split(',').map((part) => part.trim()));
}

/**
 * GET /v2/methods in Mollie's shape: checks the query like Mollie (422 on a bad amount, currency,
 * locale, resource or billing country), keeps the methods accepting the amount, and lets
 * `filterBySequence` keep those fit for the sequence type (recurring side).
 */
export function renderMethodList(
  url: URL,
  endpoint: string,
  filterBySequence: (sequenceType: string | null, methods: SandboxMethod[]) => SandboxMethod[],
): unknown {
  const params = url.searchParams;
  const value = params.get('amount[value]');
  const currency = params.get('amount[currency]');
  let cents: number | undefined;
  if (value !== null || currency !== null) {
    if (value === null || !AMOUNT_VALUE.test(value)) {
      throw unprocessable('The amount contains an invalid value', 'amount.value');
    }
    if (currency === null || !/^[A-Z]{3}$/.test(currency)) {
      throw unprocessable('The amount contains an invalid currency', 'amount.currency');
    }
    cents = decimalStringToCents(value);
  }
  const locale = params.get('locale');
  if (locale !== null && !(PAYMENT_LOCALES as readonly string[]).includes(locale)) {
    throw unprocessable('The locale is invalid', 'locale');
  }
  const resource = params.get('resource');
  if (resource !== null && resource !== 'payments' && resource !== 'orders') {
    throw unprocessable('The resource is invalid', 'resource');
  }
  const billingCountry = params.get('billingCountry');
  if (billingCountry !== null && !/^[A-Z]{2}$/.test(billingCountry)) {
    throw unprocessable('The billing country is invalid', 'billingCountry');
  }

  // Every sandbox method works in euros only; another currency has no method.
  const methods =
    currency !== null && currency !== SANDBOX_CURRENCY
      ? []
      : filterBySequence(
          params.get('sequenceType'),
          SANDBOX_METHODS.filter((method) => cents === undefined || acceptsAmount(method, cents)),
        );
  const include = includes(url);
  return {
    count: methods.length,
    _embedded: { methods: methods.map((method) => renderSandboxMethod(method, include, locale, endpoint)) },
    _links: {
      self: { href: `${endpoint}methods${url.search}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/list-methods', type: 'text/html' },
    },
  };
}

/** One method in Mollie's shape (GET /v2/methods/:id, and each entry of the list). */
export function renderSandboxMethod(
  method: SandboxMethod,
  include: Set<string>,
  locale: string | null,
  endpoint: string,
): Record<string, unknown> {
  const image = {
    size1x: logoDataUri(method.logo, 1),
    size2x: logoDataUri(method.logo, 2),
    svg: logoDataUri(method.logo, 1),
  };
  return {
    resource: 'method',
    id: method.id,
    description: describe(method, locale),
    minimumAmount: { value: centsToDecimalString(method.minimumCents), currency: SANDBOX_CURRENCY },
    maximumAmount:
      method.maximumCents === null
        ? null
        : { value: centsToDecimalString(method.maximumCents), currency: SANDBOX_CURRENCY },
    image,
    status: 'activated',
    ...(include.has('issuers') && method.issuers.length > 0
      ? {
          issuers: method.issuers.map((issuer) => ({
            resource: 'issuer',
            id: issuer.id,
            name: issuer.name,
            image: {
              size1x: logoDataUri(issuerLogo(issuer), 1),
              size2x: logoDataUri(issuerLogo(issuer), 2),
              svg: logoDataUri(issuerLogo(issuer), 1),
            },
          })),
        }
      : {}),
    ...(include.has('pricing')
      ? {
          pricing: method.pricing.map((price) => ({
            description: price.description,
            fixed: { value: centsToDecimalString(price.fixedCents), currency: SANDBOX_CURRENCY },
            variable: price.variable,
            feeRegion: price.feeRegion,
          })),
        }
      : {}),
    _links: {
      self: { href: `${endpoint}methods/${method.id}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/get-method', type: 'text/html' },
    },
  };
}

/** Card names follow the locale's language like Mollie's; brand names stay as they are. */
function describe(method: SandboxMethod, locale: string | null): string {
  if (method.id !== 'creditcard' || locale === null) return method.description;
  const language = locale.slice(0, 2);
  return language === 'en'
    ? 'Card'
    : language === 'nl'
      ? 'Creditcard'
      : language === 'de'
        ? 'Kreditkarte'
        : method.description;
}
