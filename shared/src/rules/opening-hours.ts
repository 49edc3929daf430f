import * as z from '../zod.ts';
import { minutesOf } from '../opening-hours.ts';

export type { DayHours, WeeklyHours } from '../opening-hours.ts';

const time = z
  .string({ error: 'Times look like 07:00' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times look like 07:00'));

/** One day: open from `open` to `close` (24-hour India time, close after open), or null: closed all day. */
export const dayHoursSchema = z.nullable(
  z
    .object({ open: time, close: time })
    .check(z.refine((day) => minutesOf(day.close) > minutesOf(day.open), 'Closing time must be after opening time')),
);

/** Monday to Sunday (shared/src/opening-hours.ts reads them). */
export const weeklyHoursSchema = z.array(dayHoursSchema).check(z.length(7, 'Give the hours of all seven days'));
