/**
 * fr-BE formatting of money, numbers and dates, in one place.
 * Amounts are euros as 2-decimal numbers (the API's JSON); dates are ISO strings or Date objects.
 */
const LOCALE = 'fr-BE';

/**
 * Numbers are written by hand, dates by Intl. The browser's first Intl formatter loads the locale's
 * data, about 15 ms of a phone's main thread, in one go: a catalogue page, which shows prices and
 * ratings but no date, never pays it. format.test.ts holds the numbers to Intl's fr-BE, digit for digit.
 */

/** 1234.5 with 2 decimals → "1 234,50": a decimal comma, no-break spaces between thousands. */
function frenchNumber(value: number, decimals: number): string {
  const abs = Math.abs(value);
  // Rounded as the number is written (1.005 → 1,01), as Intl does, not as it is stored (1.00499…).
  const scaled = /e/.test(String(abs))
    ? Math.round(abs * 10 ** decimals)
    : Math.round(Number(`${abs}e${decimals}`));
  const digits = String(scaled).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return decimals > 0 ? `${sign}${whole},${digits.slice(-decimals)}` : `${sign}${whole}`;
}

/** 29.99 → "29,99 €" (with a no-break space before the euro sign). */
export function formatMoney(amount: number): string {
  return `${frenchNumber(amount, 2)}\u00a0€`;
}

/** 4.5 → "4,5" (`decimals` at most), 4 → "4"; with `fixed`, always that many decimals: "4,0". */
export function formatDecimal(value: number, decimals: number, fixed = false): string {
  const written = frenchNumber(value, decimals);
  if (fixed || !written.includes(',')) return written;
  return written.replace(/0+$/, '').replace(/,$/, '');
}

/** A date formatter made on its first use (see above: a page that shows no date never builds one). */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Thin or narrow no-break spaces become plain no-break spaces, so text matching stays predictable. */
function normaliseSpaces(text: string): string {
  return text.replace(/[\u202f\u2009]/g, '\u00a0');
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }),
);
const shortDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** "21 novembre 2026" */
export function formatDate(value: string | number | Date): string {
  return normaliseSpaces(dateFormat().format(toDate(value)));
}

const calendarDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** A calendar day of the API ('2026-12-21') → "21 décembre 2026", whatever the browser's time zone. */
export function formatCalendarDate(day: string): string {
  return normaliseSpaces(calendarDateFormat().format(new Date(`${day}T00:00:00Z`)));
}

/** "21/11/2026" */
export function formatShortDate(value: string | number | Date): string {
  return shortDateFormat().format(toDate(value));
}

/** "21 novembre 2026 à 14:05" */
export function formatDateTime(value: string | number | Date): string {
  return normaliseSpaces(dateTimeFormat().format(toDate(value)));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative time (docs/design/frontend.md): 'À l'instant', minutes under an hour, hours under a day, days under 30 days, then the date. */
export function formatRelative(value: string | number | Date, now: Date = new Date()): string {
  const diff = now.getTime() - toDate(value).getTime();
  if (diff < MINUTE) return "À l'instant";
  if (diff < HOUR) {
    const minutes = Math.floor(diff / MINUTE);
    return `Il y a ${minutes} minute${minutes > 1 ? 's' : ''}`;
  }
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return `Il y a ${hours} heure${hours > 1 ? 's' : ''}`;
  }
  if (diff < 30 * DAY) {
    const days = Math.floor(diff / DAY);
    return `Il y a ${days} jour${days > 1 ? 's' : ''}`;
  }
  return formatDate(value);
}

/** "1 produit", "8 produits" */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count > 1 ? pluralForm : singular}`;
}
