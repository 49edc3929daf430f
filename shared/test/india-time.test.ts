import { describe, expect, it } from 'vitest';
import {
  addWeeks,
  formatClockTime,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaDayMonth,
  formatIndiaTime,
  formatIndiaWeekMoment,
  indiaDate,
  startOfIndiaDay,
  startOfIndiaWeek,
  toIndiaIso,
} from '../src/india-time.ts';

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

describe('dates and times as Tiffin writes them: one format, India time, wherever the reader is', () => {
  it('a time reads "6:00 pm", in small letters, India time', () => {
    expect(formatIndiaTime(new Date('2026-11-21T12:30:00Z'))).toBe('6:00 pm');
    expect(formatIndiaTime('2026-11-21T03:35:00Z')).toBe('9:05 am');
    expect(formatIndiaTime('2026-11-21T06:30:00Z')).toBe('12:00 pm');
    expect(formatIndiaTime('2026-11-20T18:30:00Z')).toBe('12:00 am');
  });

  it('an evening in UTC is already the next day in India: date and time move together across the boundary', () => {
    const lateUtc = '2026-11-21T19:05:00Z'; // 00:35 on 22 November in India
    expect(formatIndiaDate(lateUtc)).toBe('22 Nov 2026');
    expect(formatIndiaDateTime(lateUtc)).toBe('22 Nov 2026, 12:35 am');
    expect(formatIndiaDateTime('2026-11-21T18:29:00Z')).toBe('21 Nov 2026, 11:59 pm');
    expect(formatIndiaDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
  });

  it("a seller's week reads from Monday 12:00 am, India time", () => {
    expect(formatIndiaWeekMoment('2026-11-15T18:30:00Z')).toBe('Mon, 16 Nov, 12:00 am');
    expect(formatIndiaWeekMoment('2026-11-22T18:29:59.999Z')).toBe('Sun, 22 Nov, 11:59 pm');
    expect(formatIndiaDayMonth('2026-09-07')).toBe('7 Sept');
  });

  it('opening hours read the same way: "HH:MM" of the wall clock', () => {
    expect(formatClockTime('07:00')).toBe('7:00 am');
    expect(formatClockTime('18:00')).toBe('6:00 pm');
    expect(formatClockTime('00:30')).toBe('12:30 am');
  });

  it('agrees with the time zone database and en-IN every 105 minutes through a year', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 15 * 60_000 * 7) {
      const parts = Object.fromEntries(intl.formatToParts(t).map((part) => [part.type, part.value]));
      const expected = `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
      expect(formatIndiaDateTime(new Date(t))).toBe(expected);
    }
  });
});
