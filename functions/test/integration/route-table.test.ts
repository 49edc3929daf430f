import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '@tiffin/shared/zod';
import { pathFor, routeList, type RouteDef } from '@tiffin/shared/api/routes';
import { MAX_BODY_BYTES } from '#platform/http';
import type { AccountRole } from '#platform/tokens';
import { tokenFor } from './support/api.ts';
import { newAdmin, newCustomer, newSeller } from './support/people.ts';
import { forgedToken } from './support/tampered.ts';
import { useStack } from './support/stack.ts';

/**
 * Rules every route of the table keeps, walked generically: these tests grow by themselves as
 * later issues add and serve routes.
 */
const { api } = await useStack();
const tokens = {} as Record<AccountRole, string>;
beforeAll(async () => {
  for (const role of ['customer', 'seller', 'admin'] as const) tokens[role] = await tokenFor(role);
});

const samplePath = (route: RouteDef) => pathFor(route.path, { id: 'no-such-id', pincode: '560001' });
const label = (route: RouteDef) => `${route.method} ${route.path}`;
const withBody = routeList.filter((route) => route.method === 'POST' || route.method === 'PUT');
const protectedRoutes = routeList.filter((route) => route.role !== 'public');
const rightToken = (route: RouteDef) => (route.role === 'public' ? undefined : tokens[route.role]);
/**
 * The token for a request the route may carry out. A logout ends every session of its caller's account, so it is
 * made by a fresh account of its own, and the shared tokens above stay good for the other tests.
 */
async function goodToken(route: RouteDef): Promise<string | undefined> {
  if (route.role === 'public' || !route.handler.endsWith('/logout')) return rightToken(route);
  if (route.role === 'customer') return (await newCustomer()).token;
  if (route.role === 'seller') return (await newSeller({ approved: true })).token;
  return (await newAdmin({ firstLogin: false })).token;
}

/** The answer is a 4xx with a `{ message }` body and nothing else of the server's internals. */
function expectClientError(answer: { status: number; body: unknown }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+|stack|Exception/);
}

describe('every route', () => {
  it('the table lists each method and path once and each handler once', () => {
    expect(new Set(routeList.map(label)).size).toBe(routeList.length);
    expect(new Set(routeList.map((r) => r.handler)).size).toBe(routeList.length);
  });

  it.each(routeList.map((r) => [label(r), r] as const))(
    '%s answers an unknown id or a good request without a 5xx',
    async (_, route) => {
      const answer = await api.raw(route.method, samplePath(route), {
        token: await goodToken(route),
        query: { city: 'bengaluru', lat: '12.97', lon: '77.59', address: 'MG Road, Bengaluru 560001' },
      });
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('content-type')).toContain('application/json');
    },
  );

  // The site calls the API on its own origin (CloudFront's /x/*): no page of any other origin is granted a read.
  it.each(routeList.map((r) => [label(r), r] as const))(
    '%s answers no CORS headers, even to a page of another site',
    async (_, route) => {
      const answer = await api.raw(route.method, samplePath(route), {
        token: await goodToken(route),
        headers: { origin: 'https://evil.example' },
      });
      expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    },
  );
});

describe('a protected route', () => {
  it.each(protectedRoutes.map((r) => [label(r), r] as const))('%s answers 401 without a token', async (_, route) => {
    expectClientError(await api.raw(route.method, samplePath(route)), 401);
  });

  it.each(protectedRoutes.map((r) => [label(r), r] as const))(
    '%s answers 401 to a token that is not ours',
    async (_, route) => {
      const forged = forgedToken(tokens[route.role as AccountRole]);
      expectClientError(await api.raw(route.method, samplePath(route), { token: forged }), 401);
    },
  );

  const wrongRoles = protectedRoutes.flatMap((route) =>
    (['customer', 'seller', 'admin'] as const)
      .filter((role) => role !== route.role)
      .map((role) => [label(route), role, route] as const),
  );
  it.each(wrongRoles)('%s answers 403 to a %s', async (_, role, route) => {
    expectClientError(await api.raw(route.method, samplePath(route), { token: tokens[role] }), 403);
  });
});

describe('a route with a body', () => {
  const jsonBodies = withBody.filter((route) => !route.rawBody);
  it.each(jsonBodies.map((r) => [label(r), r] as const))('%s answers 400 to malformed JSON', async (_, route) => {
    expectClientError(
      await api.raw(route.method, samplePath(route), { rawBody: '{"unterminated": ', token: rightToken(route) }),
      400,
    );
  });

  it.each(withBody.map((r) => [label(r), r] as const))('%s answers 413 to an oversize body', async (_, route) => {
    const huge = JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expectClientError(await api.raw(route.method, samplePath(route), { rawBody: huge, token: rightToken(route) }), 413);
  });

  const withSchema = withBody.filter((route) => route.schemas?.body);
  it.each(withSchema.map((r) => [label(r), r] as const))(
    '%s answers 400 to missing fields and wrong types',
    async (_, route) => {
      const token = rightToken(route);
      const body = route.schemas!.body as z.ZodMiniObject | z.ZodMiniOptional<z.ZodMiniObject>;
      // A body whose every field is optional (a customer's cancel) may be empty; any other needs its fields.
      if (!body.safeParse({}).success)
        expectClientError(await api.raw(route.method, samplePath(route), { body: {}, token }), 400);
      expectClientError(await api.raw(route.method, samplePath(route), { body: [1, 2, 3], token }), 400);
      const shape = (body instanceof z.ZodMiniOptional ? body.def.innerType : body).shape as Record<string, unknown>;
      const wrongTypes = Object.fromEntries(Object.keys(shape).map((key) => [key, { nested: [true] }]));
      expectClientError(await api.raw(route.method, samplePath(route), { body: wrongTypes, token }), 400);
    },
  );
});

describe('a route with a query', () => {
  const withQuery = routeList.filter((route) => route.schemas && 'query' in route.schemas);
  it.each(withQuery.map((r) => [label(r), r] as const))(
    '%s answers 400 to a query of the wrong types, never 500',
    async (_, route) => {
      const answer = await api.raw(route.method, samplePath(route), {
        token: rightToken(route),
        query: { city: 'x'.repeat(500), lat: 'north', lon: '[]', limit: '-3', cursor: '%%%', address: '' },
      });
      expectClientError(answer, 400);
    },
  );
});
