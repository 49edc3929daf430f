import { describe, expect, it } from 'vitest';
import { Conflict, NotFound, TooManyRequests } from '#platform/errors';
import { GENERIC_FAILURE } from '#platform/middlewares/error-handler';
import { event, run } from './run.ts';

const failWith = (error: unknown) => () => {
  throw error;
};

describe('errorHandler: every error becomes an answer', () => {
  it('a typed error answers its status and { message } as JSON, nothing more', async () => {
    const { response, body } = await run([], event(), failWith(new NotFound('No such dish')));
    expect(response.statusCode).toBe(404);
    expect(response.headers?.['content-type']).toBe('application/json');
    expect(body).toEqual({ message: 'No such dish' });
  });

  it('an error with a code answers the code beside the message, so the web can tell cases apart', async () => {
    const { response, body } = await run([], event(), failWith(new Conflict('Stock ran out', 'OUT_OF_STOCK')));
    expect(response.statusCode).toBe(409);
    expect(body).toEqual({ message: 'Stock ran out', code: 'OUT_OF_STOCK' });
  });

  it('a 429 tells the client when to come back, in whole seconds and at least one', async () => {
    const soon = await run([], event(), failWith(new TooManyRequests(undefined, 0.2)));
    const later = await run([], event(), failWith(new TooManyRequests(undefined, 12.3)));
    expect(soon.response.statusCode).toBe(429);
    expect(soon.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(soon.response.headers?.['retry-after']).toBe('1');
    expect(later.response.headers?.['retry-after']).toBe('13');
  });

  it('an unknown error is a 500 with the generic message and no stack or inside detail', async () => {
    const inside = new Error('ConditionalCheckFailed on table tiffin-prod at db.internal:8000');
    const { response, body } = await run([], event(), failWith(inside));
    expect(response.statusCode).toBe(500);
    expect(body).toEqual({ message: GENERIC_FAILURE });
    expect(response.body).not.toMatch(/tiffin-prod|db\.internal|at |stack/);
  });

  it('a thrown value that is not an Error is a 500 with the generic message too', async () => {
    const { response, body } = await run([], event(), failWith('a string'));
    expect(response.statusCode).toBe(500);
    expect(body).toEqual({ message: GENERIC_FAILURE });
  });
});
