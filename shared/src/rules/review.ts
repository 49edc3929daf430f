import * as z from 'zod';
import { messages } from './messages.ts';
import { textNumber } from './form-values.ts';

/** A review: an integer rating from 1 to 5 and a non-blank comment. */
export const reviewInputSchema = z.object({
  rating: textNumber(
    z.number({ error: messages.review }).int(messages.review).min(1, messages.review).max(5, messages.review),
  ),
  comment: z
    .string({ error: messages.review })
    .trim()
    .min(1, messages.review)
    .max(1000, 'Comment must be at most 1000 characters'),
});
