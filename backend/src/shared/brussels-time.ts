/*
 * Local times of Europe/Brussels, the shop's time zone, written 'YYYY-MM-DDTHH:MM': the moment a
 * buyer chooses for a gift's announcement (docs/design/gifting.md) or a gift card's sending
 * (docs/design/gift-cards.md). Brussels is UTC+1 in winter, UTC+2 in summer.
 */

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'YYYY-MM-DDTHH:MM' read as Brussels time → the instant; null when it is not one (or falls in a DST gap). */
export function brusselsInstant(local: unknown): Date | null {
  if (typeof local !== 'string') return null;
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2]}:${match[3]}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // Brussels is UTC+1 or UTC+2: try both offsets, keep the one that reads back as the same local time
  // (which also refuses a day the calendar does not have, such as 2026-02-30).
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (brusselsLocal(candidate) === local) return candidate;
  }
  return null;
}

/** The instant as Brussels local time 'YYYY-MM-DDTHH:MM'. */
export function brusselsLocal(instant: Date): string {
  const p = Object.fromEntries(brusselsParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
