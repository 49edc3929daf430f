/**
 * India time (Asia/Kolkata) for "today" and "this week" (DESIGN section 8). India keeps UTC+5:30 all
 * year (no daylight saving), so a fixed offset is exact and needs no time-zone data.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3_600_000;

/** The instant's wall clock in India, as a Date whose UTC fields read as India time. */
const indiaWallClock = (instant: Date) => new Date(instant.getTime() + OFFSET_MS);

/** 'YYYY-MM-DD' of the instant's day in India. */
export function indiaDate(instant: Date): string {
  return indiaWallClock(instant).toISOString().slice(0, 10);
}

/** 00:00 India time of the instant's day. */
export function startOfIndiaDay(instant: Date): Date {
  const wall = indiaWallClock(instant).getTime();
  return new Date(wall - (wall % DAY_MS) - OFFSET_MS);
}

/** Monday 00:00 India time of the instant's week (weeks run Monday to Sunday). */
export function startOfIndiaWeek(instant: Date): Date {
  const day = startOfIndiaDay(instant);
  const daysSinceMonday = (indiaWallClock(day).getUTCDay() + 6) % 7;
  return new Date(day.getTime() - daysSinceMonday * DAY_MS);
}

/** The instant written with India's offset: '2025-03-10T00:00:00.000+05:30'. */
export function toIndiaIso(instant: Date): string {
  return `${indiaWallClock(instant).toISOString().slice(0, -1)}+05:30`;
}

/** The India date `weeks` weeks after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addWeeks(date: string, weeks: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}
