import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIMITS, routeList, routes, type RouteDef, type RouteId } from '../src/api/routes.ts';
import { adminRoutes } from '../src/api/routes/admin.ts';
import { cartRoutes } from '../src/api/routes/cart.ts';
import { catalogueRoutes } from '../src/api/routes/catalogue.ts';
import { geoRoutes } from '../src/api/routes/geo.ts';
import { ordersRoutes } from '../src/api/routes/orders.ts';
import { paymentRoutes } from '../src/api/routes/payment.ts';
import { reviewsRoutes } from '../src/api/routes/reviews.ts';
import { sellerRoutes } from '../src/api/routes/seller.ts';
import { usersRoutes } from '../src/api/routes/users.ts';

const doc = fileURLToPath(new URL('../../docs/routes.md', import.meta.url));

/** Each declaration module, with the heading of docs/product.md that has the original's calls of that area. */
const GROUPS: [area: string, routes: Record<string, RouteDef>, product: string][] = [
  ['users', usersRoutes, 'account-calls'],
  ['catalogue', catalogueRoutes, 'catalogue-calls'],
  ['geo', geoRoutes, 'catalogue-calls'],
  ['cart', cartRoutes, 'cart-calls'],
  ['orders', ordersRoutes, 'order-and-payment-calls'],
  ['payment', paymentRoutes, 'order-and-payment-calls'],
  ['reviews', reviewsRoutes, 'order-and-payment-calls'],
  ['admin', adminRoutes, 'admin-calls'],
  ['seller', sellerRoutes, 'seller-calls'],
];

/** The path's words, without `/api/` and the path parameters: `/api/foods/get/{id}` -> `foods/get`. */
const pathWords = (route: RouteDef) =>
  route.path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter((word) => word && !word.startsWith('{'))
    .join('/');

const REST = "the spec's path: its method names the action";
const BEYOND_REST = 'beyond the spec, a path in the style of its neighbours: its method names the action';
const CATALOGUE_GET = "the spec's path: its `get` answers a page of them";
const ORDER_AREA = "the spec's path, under `/api/order/`; the handler folder is `orders`";
const DASHBOARD = "the spec's path: the dashboard's figures";

/**
 * A route's id is its area and its action; its path spells the same words unless the path is fixed otherwise.
 * Every route whose path's words are not its id, and why (docs/routes.md#why-some-names-differ).
 */
const NAMES_DIFFER = {
  'admin/update-password': "the spec's path: `update` changes the admin's own password",
  'admin/stats': DASHBOARD,
  'admin/list-sellers': REST,
  'admin/approve-seller': "the spec's path: the seller's id stands between its words",
  'admin/delete-seller': REST,
  'admin/list-restaurants': REST,
  'admin/delete-restaurant': REST,
  'admin/list-users': REST,
  'cart/get': "the spec's path: `/user` is the caller's own cart",
  'catalogue/list-restaurants': CATALOGUE_GET,
  'catalogue/list-categories': CATALOGUE_GET,
  'catalogue/list-foods': CATALOGUE_GET,
  'catalogue/get-food': "the spec's path: `get/{id}` answers one food",
  'catalogue/list-food-reviews': REST,
  'catalogue/list-restaurant-foods': "the spec's path: `byRestaurant/{id}` answers one restaurant's foods",
  'geo/coords': "the spec's path, under `/api/geocode/`; the handler folder is `geo`",
  'geo/reverse': "the spec's path, under `/api/geocode/`; the handler folder is `geo`",
  'geo/pincode': "the spec's path, under `/api/geocode/`; the handler folder is `geo`",
  'orders/latest-shipping': ORDER_AREA,
  'orders/create': ORDER_AREA,
  'orders/list-mine': "the spec's path: `getMyOrder` answers a page of the caller's orders",
  'orders/get': BEYOND_REST,
  'orders/cancel': 'beyond the spec, beside its calls under `/api/order/`',
  'orders/reorder': 'beyond the spec, beside its calls under `/api/order/`',
  'orders/list-all': "the spec's path: `/api/order/orders` is every order, for the admin",
  'payment/create': "the spec's path: `create-order` starts Stripe's payment; the order is made when it is paid",
  'seller/list-foods': REST,
  'seller/add-food': REST,
  'seller/get-food': REST,
  'seller/edit-food': REST,
  'seller/delete-food': REST,
  'seller/add-category': "the spec's path, under `/api/categories/`; the caller is a seller",
  'seller/list-orders': REST,
  'seller/update-order-status': REST,
  'seller/reject-order':
    "beyond the spec, beside `/seller/orders/{id}/status`: the order's id stands between its words",
  'seller/stats': DASHBOARD,
  'seller/get-profile': REST,
  'seller/update-profile': REST,
  'seller/update-hours': BEYOND_REST,
  'seller/create-upload': BEYOND_REST,
  'seller/get-upload': BEYOND_REST,
} as const satisfies Partial<Record<RouteId, string>>;

const limitName = (limits: RouteDef['limits']) =>
  Object.entries(LIMITS).find(([, rules]) => rules === limits)?.[0] ?? (limits ? 'own' : '');
const input = (route: RouteDef) =>
  (['params', 'query', 'body'] as const).filter((part) => route.schemas?.[part]).join(', ') +
  (route.rawBody ? ' (raw body)' : '');
const data = (route: RouteDef) => route.data ?? (route.method === 'GET' ? 'read' : 'readWrite');

/** docs/routes.md as the declarations make it. */
function routesDocument(): string {
  const lines = [
    '# Routes',
    '',
    '<!-- Made from the declarations in shared/src/api/routes/; `npm run docs:routes` writes it again. -->',
    '',
    `Every route of Tiffin's HTTP API, ${routeList.length} of them, as \`shared/src/api/routes/<area>.ts\` declares`,
    'them (one API Gateway route and one Lambda function each: [architecture.md](architecture.md#one-route-table)).',
    'The id names the handler file, `functions/src/handlers/<id>.ts`. The site calls the API under `/x/` on its own',
    "origin. Role `public` needs no token; any other needs that role's token. Input is what is validated (path",
    'parameters, query, body). Table is the access granted: `read`, `readWrite` or `none`. Needs is what the function',
    'is granted beyond the table (`shared/src/api/route-def.ts` says what each means). Limits names the abuse limits',
    "(the README's security section gives their numbers). The original product's calls of each area are in",
    '[product.md](product.md#api-calls); what Tiffin changes in them is in [differences.md](differences.md).',
  ];
  for (const [area, routes, product] of GROUPS) {
    lines.push('', `## ${area}`, '', `The original's calls: [product.md](product.md#${product}).`, '');
    lines.push('| Method | Path | Id | Role | Input | Table | Needs | Limits |', '|---|---|---|---|---|---|---|---|');
    for (const route of Object.values(routes))
      lines.push(
        `| ${route.method} | \`${route.path}\` | \`${route.handler}\` | ${route.role} | ${input(route)} | ${data(route)} | ${(route.needs ?? []).join(', ')} | ${limitName(route.limits)} |`,
      );
  }
  lines.push(
    '',
    '## Why some names differ',
    '',
    "A route's id is its handler folder and its action, in kebab-case; the id is its handler file's path, and the",
    'domain function the handler calls names the same action ([architecture.md](architecture.md#one-route-table)).',
    "Its path spells the id's words (without `/api/` and the path parameters) unless the spec fixes the path",
    'otherwise; a path never changes for a name, so these routes say why theirs differs.',
    '',
    '| Id | Method | Path | Why |',
    '|---|---|---|---|',
  );
  for (const [id, why] of Object.entries(NAMES_DIFFER)) {
    const route: RouteDef = routes[id as RouteId];
    lines.push(`| \`${id}\` | ${route.method} | \`${route.path}\` | ${why} |`);
  }
  return `${lines.join('\n')}\n`;
}

describe('the route table in docs/', () => {
  if (process.env.ROUTES_DOC === 'write') writeFileSync(doc, routesDocument());

  it('docs/routes.md lists every declared route as it is declared (npm run docs:routes writes it)', () => {
    const grouped = GROUPS.flatMap(([, routes]) => Object.values(routes));
    expect(grouped).toHaveLength(routeList.length);
    expect(new Set(grouped)).toEqual(new Set(routeList));
    expect(readFileSync(doc, 'utf8')).toBe(routesDocument());
  });

  it("a route whose path does not spell its id is listed with the reason: the path is the spec's, and stays", () => {
    const differing = routeList.filter((route) => pathWords(route) !== route.handler).map((route) => route.handler);
    expect(Object.keys(NAMES_DIFFER).sort()).toEqual(differing.sort());
  });
});
