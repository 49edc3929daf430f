// The baselines of the hot-routes bench: each route's own domain call (the same repository functions, so the
// same DynamoDB requests) with nothing of the Middy preset around it: no logger context, no security or CORS
// headers, no body parse, no token check or standing read, no zod, no error mapping. The caller is fixed.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Handler } from '../local/src/gateway.ts';

const ok = (body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Imported only once the local cloud has set the environment: the data modules read it when they load. */
export async function bareHandlers(callers: { customer: string; seller: string }): Promise<Record<string, Handler>> {
  const { listRestaurants, listFoods, getFoodDetail } = await import('@tiffin/functions/domain/catalogue/listings');
  const { likelyDestination, getCart } = await import('@tiffin/functions/domain/cart/cart');
  const { listMyOrders } = await import('@tiffin/functions/domain/orders/history');
  const { listOwnOrders } = await import('@tiffin/functions/domain/seller/orders');
  const accounts = await import('@tiffin/functions/data/accounts');
  const restaurants = await import('@tiffin/functions/data/restaurants');
  const dishes = await import('@tiffin/functions/data/dishes');
  const carts = await import('@tiffin/functions/data/carts');
  const orders = await import('@tiffin/functions/data/orders');
  const cursors = await import('@tiffin/functions/data/cursor');
  const reviews = await import('@tiffin/functions/data/reviews');
  const catalogue = { accounts, restaurants, dishes, cursors };
  // The preset has the caller's account from its standing read; the bare side reads it once, here.
  const customerLocation = (await accounts.getAccount(callers.customer))?.location;
  return {
    'catalogue/list-restaurants': async (event) =>
      ok(await listRestaurants(catalogue, { city: event.queryStringParameters?.city ?? '' })),
    'catalogue/list-foods': async (event) =>
      ok(await listFoods(catalogue, { city: event.queryStringParameters?.city ?? '' })),
    'catalogue/get-food': async (event) => ok(await getFoodDetail({ dishes, reviews }, event.pathParameters?.id ?? '')),
    'cart/get': async () =>
      ok(
        await getCart(
          { carts, dishes, destination: likelyDestination({ orders }, callers.customer, customerLocation) },
          callers.customer,
        ),
      ),
    'orders/list-mine': async () => ok(await listMyOrders({ orders }, callers.customer)),
    'seller/list-orders': async () => ok(await listOwnOrders({ accounts, orders }, { sub: callers.seller })),
  };
}
