import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '@tiffin/shared/zod';
import { TooManyRequests } from '#platform/errors';
import { createHttpHandler, MAX_BODY_BYTES, respond } from '#platform/http';
import type { LimitTicket } from '#platform/http';
import { signToken } from '#platform/tokens';
import { event, route } from './middlewares/run.ts';
import { useFreshSigningKeys } from './middlewares/signing-keys.ts';

beforeAll(useFreshSigningKeys);

/** The preset with a standing check that always passes and limits that refuse every request. */
const limits = vi.fn(async (): Promise<LimitTicket> => {
  throw new TooManyRequests(undefined, 30);
});
const preset = createHttpHandler({ standing: async () => ({ id: 'u1' }), limits }, { timeoutEarlyInMillis: 0 });
const login = route({
  role: 'customer',
  schemas: { body: z.object({ email: z.email('Please enter a valid email address.') }) },
  limits: [{ by: 'ip', max: 1, windowSeconds: 60 }],
});
const handler = preset(login, async () => ({ ok: true }));
const call = async (overrides: Parameters<typeof event>[0]) => {
  const response = (await handler(event(overrides), {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: response.statusCode, message: (JSON.parse(response.body ?? '{}') as { message?: string }).message };
};

describe('the preset: its middlewares in order', () => {
  it("a request with several faults gets the first check's answer: size, JSON, token, body, then limits", async () => {
    const token = await signToken({ sub: 'u1', role: 'customer' });
    const bearer = { authorization: `Bearer ${token}` };
    expect(await call({ body: '{'.repeat(MAX_BODY_BYTES + 1) })).toEqual({
      status: 413,
      message: 'Request body is too large',
    });
    expect(await call({ body: '{"email":' })).toEqual({ status: 400, message: 'Malformed JSON body' });
    expect(await call({ body: '{"email":"nope"}' })).toEqual({ status: 401, message: 'Please log in to continue.' });
    expect(await call({ body: '{"email":"nope"}', headers: bearer })).toEqual({
      status: 400,
      message: 'Please enter a valid email address.',
    });
    expect(limits).not.toHaveBeenCalled();
    expect(await call({ body: '{"email":"asha@example.com"}', headers: bearer })).toEqual({
      status: 429,
      message: 'Too many attempts. Please try again later.',
    });
  });

  it('an error answer carries the security headers as a good one does', async () => {
    const refused = await handler(event({ body: '{"email":' }), {} as Context);
    const open = await preset(route(), async () => respond({ made: true }, 201, { location: '/api/x/1' }))(
      event(),
      {} as Context,
    );
    for (const response of [refused, open]) {
      expect(response.headers?.['X-Content-Type-Options']).toBe('nosniff');
      expect(response.headers?.['content-type']).toBe('application/json');
    }
    expect(open).toMatchObject({ statusCode: 201, body: '{"made":true}', headers: { location: '/api/x/1' } });
  });
});
