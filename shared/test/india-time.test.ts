import { describe, expect, it } from 'vitest';
import { addWeeks, indiaDate, startOfIndiaDay, startOfIndiaWeek, toIndiaIso } from '../src/india-time.ts';

describe('India time (UTC+5:30, no daylight saving)', () => {
  it('a day starts at 00:00 India time, which is 18:30 UTC the day before', () => {
    const lateEvening = new Date('2025-03-11T18:29:59.999Z'); // Tuesday 23:59:59.999 in India
    expect(indiaDate(lateEvening)).toBe('2025-03-11');
    expect(indiaDate(new Date('2025-03-11T18:30:00.000Z'))).toBe('2025-03-12');
    expect(startOfIndiaDay(lateEvening).toISOString()).toBe('2025-03-10T18:30:00.000Z');
  });

  it('a week starts on Monday 00:00 India time; Sunday 23:59 is still the week before', () => {
    expect(startOfIndiaWeek(new Date('2025-03-09T23:59:00+05:30')).toISOString()).toBe('2025-03-02T18:30:00.000Z');
    expect(startOfIndiaWeek(new Date('2025-03-10T00:00:00+05:30')).toISOString()).toBe('2025-03-09T18:30:00.000Z');
    expect(startOfIndiaWeek(new Date('2025-03-16T12:00:00+05:30')).toISOString()).toBe('2025-03-09T18:30:00.000Z');
  });

  it('agrees with the Asia/Kolkata time zone database', () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    for (let t = Date.parse('2024-12-30T00:00:00Z'); t < Date.parse('2025-01-06T00:00:00Z'); t += 47 * 60_000) {
      expect(indiaDate(new Date(t))).toBe(kolkata.format(new Date(t)));
    }
  });

  it('writes instants with the +05:30 offset and steps whole weeks', () => {
    expect(toIndiaIso(new Date('2025-03-09T18:30:00.000Z'))).toBe('2025-03-10T00:00:00.000+05:30');
    expect(addWeeks('2025-03-10', -7)).toBe('2025-01-20');
    expect(addWeeks('2024-12-30', 1)).toBe('2025-01-06');
  });
});
