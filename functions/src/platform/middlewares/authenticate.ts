import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDef } from '@tiffin/shared/api/routes';
import { Forbidden, Unauthorized } from '../errors.ts';
import { verifyToken } from '../tokens.ts';
import type { PresetMiddleware } from './request.ts';

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/**
 * The bearer token verified and the route's role checked: on a protected route no token is a 401, a bad or expired
 * one a 401, another role's a 403. On a public route a token that does not verify counts as no token (the caller is
 * null), so it learns nothing.
 */
export function authenticate(route: RouteDef): PresetMiddleware {
  return {
    name: 'authenticate',
    before: async ({ event, context }) => {
      const token = bearerToken(event);
      if (route.role === 'public') {
        context.caller = token ? await verifyToken(token).catch(() => null) : null;
        return;
      }
      if (!token) throw new Unauthorized();
      const caller = await verifyToken(token);
      if (caller.role !== route.role) throw new Forbidden();
      context.caller = caller;
    },
  };
}
