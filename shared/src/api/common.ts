import * as z from '../zod.ts';

/** Every list endpoint pages with an opaque cursor and answers `{ items, nextCursor }`. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2048))),
  limit: z.optional(
    z.coerce.number({ error: 'limit must be a number' }).check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)),
  ),
});

/** Ids are short url-safe strings. */
export const idSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id'));

export const idParamsSchema = z.object({ id: idSchema });

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  code?: string;
}
