import { clientAddress, originSecret as readOriginSecret } from '../client-address.ts';
import type { PresetMiddleware } from './request.ts';

/**
 * First of the checks: a request that went around CloudFront (its origin secret missing or wrong) is a 403 before
 * anything else of it is read; one that came through is given the visitor's address, which the abuse limits count.
 */
export function originSecret(): PresetMiddleware {
  return {
    name: 'originSecret',
    before: async ({ event, context }) => {
      context.ip = clientAddress(event, await readOriginSecret());
    },
  };
}
