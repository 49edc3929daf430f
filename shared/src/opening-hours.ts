import { formatClockTime, formatIndiaTime, startOfIndiaDay } from './india-time.ts';

/**
 * A restaurant's weekly opening hours, India time (beyond the spec, README). The server refuses to add
 * to the cart or to start a payment while a restaurant is closed; the pages show the same state, from
 * the same function. A restaurant without hours is always open; a paused one takes no orders. Plain
 * functions without zod, so the home page can use them (the form's schema is rules/opening-hours.ts).
 */

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One day's hours, 24-hour 'HH:MM' India time, closing after opening. */
export interface DayHours {
  open: string;
  close: string;
}
/** Monday to Sunday; null: closed that day. */
export type WeeklyHours = (DayHours | null)[];

const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MINUTES = 24 * 60;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The instant's day of the week in India: 0 is Monday, 6 is Sunday (the index into WeeklyHours). */
export function indiaWeekDay(now: Date): number {
  return (new Date(now.getTime() + OFFSET_MS).getUTCDay() + 6) % 7;
}

/** '7:00 am – 10:30 pm', or 'Closed' on a day without hours: one day of the week a restaurant page lists. */
export function dayHoursText(day: DayHours | null): string {
  return day ? `${formatClockTime(day.open)} – ${formatClockTime(day.close)}` : 'Closed';
}

export interface OpeningState {
  open: boolean;
  /** Paused by its seller: closed until the seller resumes, whatever the hours say. */
  paused: boolean;
  /** The next opening when closed by the hours; null when open, paused, or closed every day. */
  opensAt: Date | null;
}

/** The restaurant's state at `now`. */
export function openingState(hours: WeeklyHours | null, paused: boolean, now: Date): OpeningState {
  if (paused) return { open: false, paused: true, opensAt: null };
  if (!hours) return { open: true, paused: false, opensAt: null };
  const wall = new Date(now.getTime() + OFFSET_MS);
  const today = indiaWeekDay(now);
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const day = hours[today];
  if (day && minute >= minutesOf(day.open) && minute < minutesOf(day.close))
    return { open: true, paused: false, opensAt: null };
  const startOfToday = now.getTime() - (minute * 60_000 + wall.getUTCSeconds() * 1000 + wall.getUTCMilliseconds());
  for (let ahead = 0; ahead <= 7; ahead++) {
    const next = hours[(today + ahead) % 7];
    if (!next) continue;
    const opens = ahead * DAY_MINUTES + minutesOf(next.open);
    if (opens > minute) return { open: false, paused: false, opensAt: new Date(startOfToday + opens * 60_000) };
  }
  return { open: false, paused: false, opensAt: null };
}

/** 'Opens at 7:00 am' today, 'Opens tomorrow at 7:00 am', 'Opens Monday at 7:00 am'; what a closed restaurant says. */
export function closedNote(state: OpeningState, now: Date): string {
  if (state.paused) return 'Not taking orders right now';
  if (!state.opensAt) return 'Closed';
  const days = Math.round(
    (startOfIndiaDay(state.opensAt).getTime() - startOfIndiaDay(now).getTime()) / (DAY_MINUTES * 60_000),
  );
  const when = days === 0 ? '' : days === 1 ? 'tomorrow ' : `${WEEK_DAYS[indiaWeekDay(state.opensAt)]} `;
  return `Opens ${when}at ${formatIndiaTime(state.opensAt)}`;
}

/** The server's refusal while closed: `Dosa Corner is closed now. Opens at 7:00 am.` */
export function closedMessage(name: string, state: OpeningState, now: Date): string {
  return state.paused ? `${name} is not taking orders right now.` : `${name} is closed now. ${closedNote(state, now)}.`;
}
