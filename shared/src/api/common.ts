import * as z from 'zod';

/** Every list endpoint pages with an opaque cursor and answers `{ items, nextCursor }`. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** Ids are short url-safe strings. */
export const idSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

export const idParamsSchema = z.object({ id: idSchema });

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  code?: string;
}
