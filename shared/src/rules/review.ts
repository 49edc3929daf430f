import * as z from '../zod.ts';
import { messages } from './messages.ts';
import { textNumber } from './form-values.ts';
import { plainText } from './text.ts';

/** A review: an integer rating from 1 to 5 and a non-blank comment. */
export const reviewInputSchema = z.object({
  rating: textNumber(
    z
      .number({ error: messages.review })
      .check(z.int(messages.review), z.gte(1, messages.review), z.lte(5, messages.review)),
  ),
  comment: z
    .string({ error: messages.review })
    .check(
      z.trim(),
      z.minLength(1, messages.review),
      z.maxLength(1000, 'Comment must be at most 1000 characters'),
      plainText('Comment'),
    ),
});
