import { describe, expect, it } from 'vitest';
import {
  closedMessage,
  closedNote,
  dayHoursText,
  indiaWeekDay,
  openingState,
  type WeeklyHours,
} from '../src/opening-hours.ts';
import { deliveryMinutesFor } from '../src/pricing.ts';
import { weeklyHoursSchema } from '../src/rules/opening-hours.ts';

/** 7:00 am to 10:30 pm, closed on Monday. */
const hours: WeeklyHours = [null, ...Array.from({ length: 6 }, () => ({ open: '07:00', close: '22:30' }))];
/** Wednesday 12 March 2025 at an India time. */
const wednesday = (time: string) => new Date(`2025-03-12T${time}:00+05:30`);

describe('opening hours (India time)', () => {
  it('a restaurant is open from its opening time until just before its closing time', () => {
    expect(openingState(hours, false, wednesday('07:00')).open).toBe(true);
    expect(openingState(hours, false, wednesday('22:29')).open).toBe(true);
    expect(openingState(hours, false, wednesday('22:30')).open).toBe(false);
    expect(openingState(hours, false, wednesday('06:59')).open).toBe(false);
  });

  it('a closed restaurant says when it opens: today, tomorrow, or on a weekday', () => {
    const early = wednesday('06:00');
    expect(closedNote(openingState(hours, false, early), early)).toBe('Opens at 7:00 am');
    const late = wednesday('23:00');
    expect(closedNote(openingState(hours, false, late), late)).toBe('Opens tomorrow at 7:00 am');
    // Sunday night: Monday is closed, so Tuesday.
    const sunday = new Date('2025-03-16T23:00:00+05:30');
    expect(closedNote(openingState(hours, false, sunday), sunday)).toBe('Opens Tuesday at 7:00 am');
  });

  it('a paused restaurant is closed whatever its hours; one without hours is always open', () => {
    expect(openingState(hours, true, wednesday('12:00'))).toEqual({ open: false, paused: true, opensAt: null });
    expect(openingState(null, false, wednesday('03:00')).open).toBe(true);
    expect(closedMessage('Dosa Corner', openingState(null, true, wednesday('12:00')), wednesday('12:00'))).toBe(
      'Dosa Corner is not taking orders right now.',
    );
    expect(closedMessage('Dosa Corner', openingState(hours, false, wednesday('23:00')), wednesday('23:00'))).toBe(
      'Dosa Corner is closed now. Opens tomorrow at 7:00 am.',
    );
  });

  it('hours need all seven days and a closing time after the opening time', () => {
    expect(weeklyHoursSchema.safeParse(hours).success).toBe(true);
    expect(weeklyHoursSchema.safeParse(hours.slice(1)).error?.issues[0]?.message).toBe(
      'Give the hours of all seven days',
    );
    const backwards = [...hours.slice(0, 6), { open: '22:00', close: '07:00' }];
    expect(weeklyHoursSchema.safeParse(backwards).error?.issues[0]?.message).toBe(
      'Closing time must be after opening time',
    );
    expect(weeklyHoursSchema.safeParse([...hours.slice(0, 6), { open: '7am', close: '22:00' }]).success).toBe(false);
  });
});

describe('the week a restaurant page shows', () => {
  it("names today by India's calendar, whatever the device's clock says, and writes a day as '7:00 am – 10:30 pm' or 'Closed'", () => {
    // 23:00 on Tuesday in UTC is already Wednesday in India.
    expect(indiaWeekDay(new Date('2025-03-11T23:00:00Z'))).toBe(2);
    expect(indiaWeekDay(wednesday('00:00'))).toBe(2);
    expect(dayHoursText(hours[2] ?? null)).toBe('7:00 am – 10:30 pm');
    expect(dayHoursText(hours[0] ?? null)).toBe('Closed');
  });
});

describe('delivery time on a restaurant card', () => {
  it('is 20 minutes to prepare plus 3 a km, rounded up to the next 5 minutes', () => {
    expect(deliveryMinutesFor(0)).toBe(20);
    expect(deliveryMinutesFor(0.9)).toBe(25);
    expect(deliveryMinutesFor(5)).toBe(35);
    expect(deliveryMinutesFor(8.7)).toBe(50);
  });
});
