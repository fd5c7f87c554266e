/*
 * Dates as the shop writes them in French texts (mails, PDFs): '24 décembre 2026'.
 */

const CALENDAR = new Intl.DateTimeFormat('fr-BE', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const BRUSSELS_DAY = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '2026-12-24' → '24 décembre 2026' (a calendar date: no time zone shift). */
export function frenchCalendarDate(date: string): string {
  return CALENDAR.format(new Date(`${date}T00:00:00Z`));
}

/** The day an instant falls on in Brussels, written long: 2026-12-23T23:30Z → '24 décembre 2026'. */
export function frenchBrusselsDate(instant: Date): string {
  return BRUSSELS_DAY.format(instant);
}
