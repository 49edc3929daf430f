import { adminRoutes } from './routes/admin.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { geoRoutes } from './routes/geo.ts';
import { ordersRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payment.ts';
import { reviewsRoutes } from './routes/reviews.ts';
import { sellerRoutes } from './routes/seller.ts';
import { usersRoutes } from './routes/users.ts';
import type { RouteDef } from './route-def.ts';

export { LIMITS } from './route-def.ts';
export type {
  HttpMethod,
  RateLimitRule,
  ResponseOfRoute,
  Role,
  RouteDef,
  RouteNeed,
  RouteSchemas,
} from './route-def.ts';

/**
 * THE route table (docs/architecture.md#one-route-table): every route of the product, assembled from its groups (routes/<area>.ts,
 * one per handler folder), where each route is declared once. infra makes one API route and one Lambda per entry,
 * the local gateway serves the same entries and the generic tests walk it. A handler, and each web feature's API
 * calls, import their own route consts from the group module instead, so a bundle holds only the routes it uses.
 */
export const routes = {
  ...usersRoutes,
  ...catalogueRoutes,
  ...geoRoutes,
  ...cartRoutes,
  ...ordersRoutes,
  ...paymentRoutes,
  ...reviewsRoutes,
  ...adminRoutes,
  ...sellerRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;
export type ResponseOf<K extends RouteId> = NonNullable<(typeof routes)[K]['__response']>;

export const routeList: readonly RouteDef[] = Object.values(routes);

/** Fills `{name}` placeholders of a route path. */
export function pathFor(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
