import fc from 'fast-check';
import {
  addDays,
  addMonths,
  brusselsDate,
  compareDates,
  daysInMonth,
  isCalendarDate,
  latestPauseEnd,
} from './schedule.js';

describe('schedule arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2028-02-29', 1, '2028-03-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
    ['2026-05-31', -3, '2026-02-28'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it('keeps the anchor day after a short month (31 Jan → 28 Feb → 31 Mar)', () => {
    const anchor = 31;
    const february = addMonths('2026-01-31', 1, anchor);
    expect(february).toBe('2026-02-28');
    expect(addMonths(february, 1, anchor)).toBe('2026-03-31');
    expect(addMonths('2026-03-31', 1, anchor)).toBe('2026-04-30');
    expect(addMonths('2028-01-30', 1, 30)).toBe('2028-02-29');
  });

  it('never lands past the month end, and moves by exactly the months asked', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 1, max: 31 }),
        (instant, months, anchor) => {
          const start = instant.toISOString().slice(0, 10);
          const moved = addMonths(start, months, anchor);
          expect(isCalendarDate(moved)).toBe(true);
          const [y0, m0] = start.split('-').map(Number) as [number, number];
          const [y1, m1, d1] = moved.split('-').map(Number) as [number, number, number];
          expect(y1 * 12 + m1 - (y0 * 12 + m0)).toBe(months);
          expect(d1).toBe(Math.min(anchor, daysInMonth(y1, m1)));
        },
      ),
    );
  });

  it('reads the day in Brussels, summer and winter time alike', () => {
    expect(brusselsDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(brusselsDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(brusselsDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(brusselsDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(brusselsDate(new Date('2028-02-28T23:30:00Z'))).toBe('2028-02-29');
    expect(() => brusselsDate(new Date('nope'))).toThrow(RangeError);
  });

  it('checks calendar dates strictly', () => {
    for (const good of ['2028-02-29', '2026-12-31', '2026-01-01']) expect(isCalendarDate(good)).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-01', '2026-01-01T00:00', '', null, 20260101]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('adds days across months and leap days, and compares dates', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(compareDates('2026-01-02', '2026-01-10')).toBeLessThan(0);
    expect(compareDates('2026-01-10', '2026-01-10')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBeGreaterThan(0);
  });

  it('lets a pause run at most 3 months (clamped to the month end)', () => {
    expect(latestPauseEnd('2026-03-15')).toBe('2026-06-15');
    expect(latestPauseEnd('2026-11-30')).toBe('2027-02-28');
  });
});
