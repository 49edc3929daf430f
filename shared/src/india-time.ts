/**
 * India time (Asia/Kolkata) for "today" and "this week" (docs/architecture.md#checkout-payment-and-orders). India keeps UTC+5:30 all
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

/*
 * The one way Tiffin writes a date or a time, on every screen and in every email: India time whatever the reader's
 * device says, '6:00 pm' in small letters, '21 Nov 2026' (en-IN's short months, September is 'Sept'). By hand
 * rather than with Intl.DateTimeFormat: building one costs a phone or a cold Lambda tens of ms (its locale data),
 * and India's fixed offset needs no time-zone data.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const wallClockOf = (at: Date | string) => indiaWallClock(typeof at === 'string' ? new Date(at) : at);

/** '6:00 pm' of a time of day in minutes after midnight. */
function clockOfMinutes(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '7:00 am' of an 'HH:MM' wall-clock time (opening hours). */
export function formatClockTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return clockOfMinutes(hours * 60 + minutes);
}

/** '6:00 pm': the instant's time in India. */
export function formatIndiaTime(at: Date | string): string {
  const wall = wallClockOf(at);
  return clockOfMinutes(wall.getUTCHours() * 60 + wall.getUTCMinutes());
}

/** '21 Nov 2026': the instant's day in India. */
export function formatIndiaDate(at: Date | string): string {
  const wall = wallClockOf(at);
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** '21 Nov 2026, 6:00 pm', India time. */
export function formatIndiaDateTime(at: Date | string): string {
  return `${formatIndiaDate(at)}, ${formatIndiaTime(at)}`;
}

/** 'Mon, 16 Nov, 12:00 am', India time: the bounds of a seller's week. */
export function formatIndiaWeekMoment(at: Date | string): string {
  const wall = wallClockOf(at);
  return `${WEEKDAYS[wall.getUTCDay()]}, ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]}, ${formatIndiaTime(at)}`;
}

/** '16 Nov' of an India date 'YYYY-MM-DD' (a week's Monday). */
export function formatIndiaDayMonth(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}
