import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '@tiffin/shared/zod';
import { pathFor, routeList, type RouteDef } from '@tiffin/shared/api/routes';
import type { AccountRole } from '#platform/tokens';
import { tokenFor } from './support/api.ts';
import { allItems } from './support/table.ts';
import { rateKeys } from '#data/keys';
import { useStack } from './support/stack.ts';

/**
 * Bad input, property-based: random JSON, wrong types, huge strings, deep nesting, unicode and
 * injection-looking strings at every route's body, query and path. Never a 5xx, always `{ message }`,
 * and a refused request changes no item of the table.
 */
const { api } = await useStack();
const tokens = {} as Record<AccountRole, string>;
beforeAll(async () => {
  for (const role of ['customer', 'seller', 'admin'] as const) tokens[role] = await tokenFor(role);
});

const nasty = fc.constantFrom(
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '{"$ne": null}',
  '\u0000\u0001\u202e',
  '🍛'.repeat(300),
  'ＡＢＣ١٢٣',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  // Numbers as browsers send them from a form: text, with the limits of the number.
  '120',
  '12.9716',
  '0.001',
  '1e2',
  '0x10',
  ' 5 ',
  '',
);
const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), nasty);
const deep = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), text, deep, fc.constant(null), fc.double(), fc.boolean());

/** Bodies shaped like the route's schema (so validation is reached field by field), or anything at all. */
function bodyFor(route: RouteDef) {
  // A body that may be left out (a customer's cancel, 'Order again') is fuzzed by its object's fields.
  const body =
    route.schemas?.body instanceof z.ZodMiniOptional ? route.schemas.body.def.innerType : route.schemas?.body;
  const shape = body instanceof z.ZodMiniObject ? Object.keys(body.shape) : [];
  const shaped = shape.length
    ? fc.dictionary(fc.constantFrom(...shape, '__proto__', 'extra'), anyValue, { maxKeys: shape.length + 2 })
    : fc.dictionary(text, anyValue, { maxKeys: 4 });
  return fc.oneof(
    shaped.map((value) => ({ json: value })),
    anyValue.map((value) => ({ json: value })),
    text.map((raw) => ({ raw })),
  );
}

const queryFor = () =>
  fc.dictionary(
    fc.constantFrom(
      'city',
      'q',
      'limit',
      'cursor',
      'lat',
      'lon',
      'address',
      'sort',
      'type',
      'category',
      'restaurantId',
      'role',
    ),
    text,
    { maxKeys: 5 },
  );

const tokenOf = (route: RouteDef) => (route.role === 'public' ? undefined : tokens[route.role]);
const withoutCounters = (items: Record<string, unknown>[]) =>
  items
    .filter((item) => !String(item.PK).startsWith(rateKeys.prefix))
    .map((item) => JSON.stringify(item))
    .sort();

const served = routeList.filter((route) => !route.rawBody);

describe('bad input never breaks the server', () => {
  it.each(served.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, always {message}, refused requests change nothing',
    async (_, route) => {
      const mutates = route.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(bodyFor(route), queryFor(), text, async (body, query, param) => {
          const before = mutates ? withoutCounters(await allItems()) : [];
          const path = pathFor(route.path, { id: param || 'x', pincode: param || 'x' });
          const answer = await api.raw(route.method, path, {
            token: tokenOf(route),
            query,
            ...(route.method === 'GET' ? {} : 'json' in body ? { body: body.json } : { rawBody: body.raw }),
          });
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
            if (mutates) expect(withoutCounters(await allItems())).toEqual(before);
          }
        }),
        { numRuns: mutates ? 12 : 25, seed: 20251121, endOnFailure: true },
      );
    },
  );
});
