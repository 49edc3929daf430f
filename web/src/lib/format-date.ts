import { INDIA_TIME_ZONE } from '@tiffin/shared/india-time';

const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
});

/** '21 Nov 2026', India time: the marketplace runs on it (DESIGN 8). */
export const formatIndiaDate = (iso: string) => date.format(new Date(iso));

/** '21 Nov 2026, 4:05 pm', India time. */
export const formatIndiaDateTime = (iso: string) => dateTime.format(new Date(iso));
