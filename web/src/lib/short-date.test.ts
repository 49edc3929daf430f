import { describe, expect, it } from 'vitest';
import { formatShortDate } from './short-date';

describe('formatShortDate', () => {
  it('writes a day as en-IN writes it short, for every month and at either end of a day', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [1, 0],
        [9, 12],
        [28, 23],
      ] as const) {
        const date = new Date(2026, month, day, hour, 59);
        expect(formatShortDate(date.toISOString())).toBe(intl.format(date));
      }
    }
  });

  it('gives nothing for a date that cannot be read', () => {
    expect(formatShortDate('not a date')).toBeNull();
  });
});
