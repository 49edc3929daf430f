import type { RouteDef } from '@tiffin/shared/api/routes';
import { BadRequest } from '../errors.ts';
import type { PresetMiddleware } from './request.ts';

/**
 * The body parsed as JSON: an empty one is no body (validate then asks for it), broken JSON is a 400 with a message,
 * and a raw-body route (the Stripe webhook, which checks the signature of the exact bytes) is left unparsed.
 * Not @middy/http-json-body-parser: it answers 415 for broken JSON, an empty body and a missing content type alike,
 * where the API answers 400 `{ message }` and takes a body without a content type.
 */
export function parseJson(route: RouteDef): PresetMiddleware {
  return {
    name: 'parseJson',
    before: ({ context }) => {
      const text = context.rawBody ?? '';
      if (route.rawBody || text.trim() === '') return;
      try {
        context.bodyJson = JSON.parse(text) as unknown;
      } catch {
        throw new BadRequest('Malformed JSON body');
      }
    },
  };
}
