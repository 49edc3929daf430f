import type { RouteDef } from '@tiffin/shared/api/routes';
import { Unauthorized, WrongSecret } from '../errors.ts';
import type { PresetMiddleware, PresetPorts } from './request.ts';

/**
 * The route's abuse limits, counted by address, by the body's email and by account: one over a limit is a 429 with
 * Retry-After. The places a request takes are settled by its answer: a success keeps them, a wrong password (401)
 * or code keeps them too, any other refusal gives them back.
 */
export function rateLimit(limits: PresetPorts['limits'], route: RouteDef): PresetMiddleware {
  return {
    name: 'rateLimit',
    before: async ({ context }) => {
      if (!route.limits) return;
      const email = (context.input?.body as { email?: unknown } | undefined)?.email;
      context.ticket = await limits(route.handler, route.limits, {
        ip: context.ip,
        email: typeof email === 'string' ? email : undefined,
        account: context.caller?.sub,
      });
    },
    after: async ({ context }) => {
      await context.ticket?.settle('success');
    },
    onError: async ({ context, error }) => {
      const failure = error instanceof Unauthorized || error instanceof WrongSecret;
      if (!failure) await context.ticket?.settle('refused');
    },
  };
}
