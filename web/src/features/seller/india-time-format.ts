import { INDIA_TIME_ZONE } from '@tiffin/shared/india-time';

const weekDayTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: INDIA_TIME_ZONE });

/** 'Mon, 16 Nov, 12:00 am', India time: the seller's week happens there (DESIGN 8). */
export const formatWeekMoment = (iso: string) => weekDayTime.format(new Date(iso));

/** A week's Monday, 'YYYY-MM-DD' in India, as '16 Nov'. */
export const formatWeekStart = (date: string) => dayMonth.format(new Date(`${date}T00:00:00+05:30`));
