import type * as z from '@tiffin/shared/zod';
import type { RouteDef } from '@tiffin/shared/api/routes';
import { BadRequest } from '../errors.ts';
import type { PresetMiddleware } from './request.ts';

/** zod's first issue becomes the answer's message, so the spec's exact texts reach the user. */
function check(schema: z.ZodMiniType | undefined, value: unknown, what: 'body' | 'query' | 'path'): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message =
    value === undefined && what === 'body' ? 'Request body is required' : (issue?.message ?? `Invalid ${what}`);
  throw new BadRequest(message);
}

/**
 * The route's zod schemas for body, query and path: the first issue is a 400 with its message. Not @middy/validator,
 * which takes JSON Schema (Ajv) where the routes declare zod schemas shared with the web.
 */
export function validate(route: RouteDef): PresetMiddleware {
  return {
    name: 'validate',
    before: ({ event, context }) => {
      context.input = {
        body: check(route.schemas?.body, context.bodyJson, 'body'),
        query: check(route.schemas?.query, event.queryStringParameters, 'query'),
        params: check(route.schemas?.params, event.pathParameters, 'path'),
      };
    },
  };
}
