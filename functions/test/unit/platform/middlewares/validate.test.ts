import { describe, expect, it } from 'vitest';
import * as z from '@tiffin/shared/zod';
import { bodyLimit } from '#platform/middlewares/body-limit';
import { parseJson } from '#platform/middlewares/parse-json';
import { validate } from '#platform/middlewares/validate';
import { event, route, run } from './run.ts';

const signup = route({
  schemas: {
    body: z.object({ email: z.email('Please enter a valid email address.'), portions: z._default(z.number(), 1) }),
    query: z.object({ page: z.optional(z.string()) }),
    params: z.object({ id: z.string('Missing id') }),
  },
});
const steps = [bodyLimit(), parseJson(signup), validate(signup)];

describe("validate: the route's zod schemas", () => {
  it("the first issue's message is the 400's message, word for word", async () => {
    const { response, body, reached } = await run(
      steps,
      event({ body: '{"email":"not-an-email"}', pathParameters: { id: 'd1' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ message: 'Please enter a valid email address.' });
    expect(reached).toBeNull();
  });

  it('a route that needs a body and got none answers that the body is required', async () => {
    const { response, body } = await run(steps, event({ pathParameters: { id: 'd1' } }));
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ message: 'Request body is required' });
  });

  it('a bad path is a 400 with its message; a missing query is checked as an empty one', async () => {
    const { response, body } = await run(steps, event({ body: '{"email":"asha@example.com"}' }));
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ message: 'Missing id' });
  });

  it("the domain call gets zod's output: defaults filled in", async () => {
    const { response, reached } = await run(
      steps,
      event({ body: '{"email":"asha@example.com"}', pathParameters: { id: 'd1' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(reached?.input).toEqual({
      body: { email: 'asha@example.com', portions: 1 },
      query: {},
      params: { id: 'd1' },
    });
  });
});
