import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIMITS, routeList, type RouteDef } from '../src/api/routes.ts';
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
});
