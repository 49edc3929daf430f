import { describe, expect, it } from 'vitest';
import { bodyLimit, MAX_BODY_BYTES } from '#platform/middlewares/body-limit';
import { parseJson } from '#platform/middlewares/parse-json';
import { event, route, run } from './run.ts';

describe('bodyLimit: a body is at most 64 KB', () => {
  it('a body over the limit is a 413 with { message } before any parsing', async () => {
    const broken = '{'.repeat(MAX_BODY_BYTES + 1);
    const { response, body, reached } = await run([bodyLimit(), parseJson(route())], event({ body: broken }));
    expect(response.statusCode).toBe(413);
    expect(body).toEqual({ message: 'Request body is too large' });
    expect(reached).toBeNull();
  });

  it('the limit counts bytes, not characters: a body of two-byte letters over it in bytes is refused', async () => {
    const text = JSON.stringify({ name: 'é'.repeat(MAX_BODY_BYTES / 2) });
    expect(text.length).toBeLessThan(MAX_BODY_BYTES);
    const { response } = await run([bodyLimit()], event({ body: text }));
    expect(response.statusCode).toBe(413);
  });

  it('a base64-encoded body is measured decoded, and handed on as text', async () => {
    const text = JSON.stringify({ note: 'x'.repeat(MAX_BODY_BYTES - 20) });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const encoded = Buffer.from(text).toString('base64');
    expect(encoded.length).toBeGreaterThan(MAX_BODY_BYTES);
    const { response, reached } = await run([bodyLimit()], event({ body: encoded, isBase64Encoded: true }));
    expect(response.statusCode).toBe(200);
    expect(reached?.rawBody).toBe(text);
  });

  it('a body of exactly the limit passes, and no body is an empty one', async () => {
    const exact = 'x'.repeat(MAX_BODY_BYTES);
    expect((await run([bodyLimit()], event({ body: exact }))).reached?.rawBody).toBe(exact);
    expect((await run([bodyLimit()], event({ body: undefined }))).reached?.rawBody).toBe('');
  });
});
