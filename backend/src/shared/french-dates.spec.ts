import { frenchBrusselsDate, frenchCalendarDate } from './french-dates.js';

describe('French dates', () => {
  it('writes a calendar date as its own day, whatever the time zone', () => {
    expect(frenchCalendarDate('2026-12-24')).toBe('24 décembre 2026');
    expect(frenchCalendarDate('2027-03-01')).toBe('1 mars 2027');
  });

  it('writes an instant as the day it is in Brussels', () => {
    expect(frenchBrusselsDate(new Date('2026-12-23T23:30:00Z'))).toBe('24 décembre 2026');
    expect(frenchBrusselsDate(new Date('2026-07-31T22:30:00Z'))).toBe('1 août 2026');
  });
});
