/**
 * Schedule arithmetic on calendar dates ('YYYY-MM-DD', Europe/Brussels). Our code owns the renewal
 * schedule (docs/design/subscriptions.md): a subscription keeps the day of the month it started on (its anchor day) and
 * each box falls that day, or on the month's last day when the month is shorter (31 January → 28 or
 * 29 February → 31 March; 29 February → 29 May → … → 28 February the next year).
 */

/** A calendar date 'YYYY-MM-DD' (no time, no zone). */
export type CalendarDate = string;

export const SCHEDULE_TIME_ZONE = 'Europe/Brussels';

/** A pause lasts at most this many months from today. */
export const MAX_PAUSE_MONTHS = 3;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const brussels = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHEDULE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

interface Parts {
  year: number;
  month: number; // 1–12
  day: number;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');
const format = ({ year, month, day }: Parts): CalendarDate => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(date: CalendarDate): Parts {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError('invalid calendar date');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError('invalid calendar date');
  }
  return { year, month, day };
}

/** A real date of the calendar written 'YYYY-MM-DD' (2026-02-29 is not; 2028-02-29 is). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  try {
    parts(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `instant` in Brussels (23:30 UTC on 31 December is already 1 January there). */
export function brusselsDate(instant: Date): CalendarDate {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) throw new RangeError('invalid date');
  const found = Object.fromEntries(brussels.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${found.year}-${found.month}-${found.day}`;
}

/**
 * `months` calendar months after `date`, on `anchorDay` (default: the date's own day), or on the
 * month's last day when the month has fewer days.
 */
export function addMonths(date: CalendarDate, months: number, anchorDay?: number): CalendarDate {
  if (!Number.isSafeInteger(months)) throw new RangeError('months must be an integer');
  const start = parts(date);
  const anchor = anchorDay ?? start.day;
  if (!Number.isInteger(anchor) || anchor < 1 || anchor > 31) throw new RangeError('anchor day must be 1–31');
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format({ year, month, day: Math.min(anchor, daysInMonth(year, month)) });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new RangeError('days must be an integer');
  const { year, month, day } = parts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return format({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Negative, zero or positive as `a` is before, the same day as, or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  parts(a);
  parts(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

export const laterOf = (a: CalendarDate, b: CalendarDate): CalendarDate => (compareDates(a, b) >= 0 ? a : b);

/** The day of the month a calendar date falls on (the anchor of a schedule started that day). */
export function dayOfMonth(date: CalendarDate): number {
  return parts(date).day;
}

/** The last date a pause started on `today` may run until (3 months, month ends clamped). */
export function latestPauseEnd(today: CalendarDate): CalendarDate {
  return addMonths(today, MAX_PAUSE_MONTHS);
}
