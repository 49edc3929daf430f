import { PayloadTooLarge } from '../errors.ts';
import type { PresetMiddleware } from './request.ts';

/** Bodies above this are refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body as text (API Gateway may hand it base64-encoded); one above MAX_BODY_BYTES is a 413, never parsed. */
export function bodyLimit(): PresetMiddleware {
  return {
    name: 'bodyLimit',
    before: ({ event, context }) => {
      const raw = event.body ?? '';
      const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLarge();
      context.rawBody = text;
    },
  };
}
