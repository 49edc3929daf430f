import type { RouteDef } from '@tiffin/shared/api/routes';
import { AppError } from '../errors.ts';
import type { PresetMiddleware, PresetPorts } from './request.ts';

/**
 * The caller's standing: one read of the account (revoked, its password reset or changed since, deleted, logged out),
 * kept on the caller for the domain call. On a protected route a refusal is the answer; on a public route a caller
 * who fails it counts as no caller, so a stale token learns nothing of the account.
 */
export function standing(check: PresetPorts['standing'], route: RouteDef): PresetMiddleware {
  return {
    name: 'standing',
    before: async ({ context }) => {
      const caller = context.caller;
      if (!caller) return;
      try {
        context.caller = { ...caller, account: await check(caller, route) };
      } catch (error) {
        if (route.role === 'public' && error instanceof AppError && error.statusCode < 500) context.caller = null;
        else throw error;
      }
    },
  };
}
