/**
 * Which partitions each route's function may write, by the partition key's prefix (`USER#`, `RATE#`, or a whole key
 * such as `STATS`). The Api stack turns each list into the function's IAM condition on `dynamodb:LeadingKeys`
 * (infra/lib/route-function.ts), so a cart function cannot write an order, a counter or an account it has no business
 * with; the local cloud refuses the same writes as IAM would (infra/local/route-writes.ts), so every integration test
 * that runs a route holds its list to what the route really writes. Keys are in data/keys.ts.
 */
import type { RouteId } from '@tiffin/shared/api/routes';

/** The partition a key belongs to for IAM: its text up to and including the first '#', or all of it. */
export function partitionPrefix(partitionKey: string): string {
  const hash = partitionKey.indexOf('#');
  return hash < 0 ? partitionKey : partitionKey.slice(0, hash + 1);
}

const keyOf = (value: unknown): string[] => {
  const pk = (value as { PK?: unknown } | undefined)?.PK;
  return typeof pk === 'string' ? [pk] : [];
};

/**
 * The partition keys a write touches (PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems, as the
 * SDK names the operations, with plain values); none for a read.
 */
export function partitionsWritten(operation: string, input: Record<string, unknown>): string[] {
  switch (operation) {
    case 'PutItem':
      return keyOf(input.Item);
    case 'UpdateItem':
    case 'DeleteItem':
      return keyOf(input.Key);
    case 'BatchWriteItem':
      return Object.values(
        (input.RequestItems ?? {}) as Record<string, Record<string, { Item?: unknown; Key?: unknown }>[]>,
      )
        .flat()
        .flatMap((request) => [...keyOf(request.PutRequest?.Item), ...keyOf(request.DeleteRequest?.Key)]);
    case 'TransactWriteItems':
      return ((input.TransactItems ?? []) as Record<string, { Item?: unknown; Key?: unknown }>[]).flatMap((item) => [
        ...keyOf(item.Put?.Item),
        ...keyOf(item.Update?.Key),
        ...keyOf(item.Delete?.Key),
      ]);
    default:
      return [];
  }
}

/**
 * Each route's partitions, as its handler writes them (found by running the integration suite with
 * TIFFIN_RECORD_ROUTE_WRITES set; the local cloud then refuses anything else). `RATE#` is the route's abuse counters,
 * `STATS` and `STATS#` the marketplace's figures; a route that reads only writes nothing.
 */
export const ROUTE_WRITES: Record<RouteId, readonly string[]> = {
  'users/login': ['RATE#'],
  'users/register': ['EMAIL#', 'OTP#', 'RATE#', 'STATS', 'USER#'],
  'users/verify': ['OTP#', 'RATE#', 'USER#'],
  'users/forgotPassword': ['OTP#', 'RATE#'],
  'users/verifyResetOtp': ['OTP#', 'RATE#', 'RESETTOKEN#'],
  'users/resetPassword': ['RATE#', 'RESETTOKEN#', 'USER#'],
  'users/userInfo': [],
  'users/updateLocation': ['USER#'],
  'users/logout': ['USER#'],
  'catalogue/listRestaurants': [],
  'catalogue/listCategories': [],
  'catalogue/listFoods': [],
  'catalogue/getFood': [],
  'catalogue/listFoodReviews': [],
  'catalogue/listRestaurantFoods': [],
  'geo/coords': [],
  'geo/reverse': [],
  'geo/pincode': [],
  'cart/get': [],
  'cart/add': ['USER#'],
  'cart/update': ['USER#'],
  'cart/remove': ['USER#'],
  'cart/clear': ['USER#'],
  'orders/latestShipping': [],
  'orders/create': ['CHECKOUT#', 'FOOD#', 'ORDER#', 'RATE#', 'RESTAURANT#', 'STATS', 'USER#'],
  'orders/mine': [],
  'orders/one': [],
  'orders/cancel': ['FOOD#', 'ORDER#', 'RATE#', 'RESTAURANT#'],
  'orders/reorder': ['USER#'],
  'orders/all': [],
  'payment/getKey': [],
  'payment/createOrder': ['CHECKOUT#', 'RATE#'],
  'payment/verify': ['CHECKOUT#', 'FOOD#', 'ORDER#', 'RATE#', 'RESTAURANT#', 'STATS', 'USER#'],
  'payment/webhook': ['CHECKOUT#', 'FOOD#', 'ORDER#', 'RESTAURANT#', 'STATS', 'USER#'],
  'reviews/submit': ['FOOD#', 'ORDER#', 'RESTAURANT#'],
  'admin/login': ['RATE#'],
  'admin/updatePassword': ['RATE#', 'USER#'],
  'admin/stats': [],
  'admin/listSellers': [],
  'admin/approveSeller': ['FOOD#', 'RESTAURANT#', 'USER#'],
  'admin/deleteSeller': ['FOOD#', 'RESTAURANT#', 'SELLEREMAIL#', 'STATS', 'USER#'],
  'admin/listRestaurants': [],
  'admin/deleteRestaurant': ['FOOD#', 'RESTAURANT#', 'STATS', 'USER#'],
  'admin/listUsers': [],
  'admin/logout': ['USER#'],
  'seller/signup': ['OTP#', 'RATE#', 'RESTAURANT#', 'SELLEREMAIL#', 'STATS', 'USER#'],
  'seller/verify': ['OTP#', 'RATE#', 'RESTAURANT#', 'SELLEREMAIL#', 'USER#'],
  'seller/login': ['RATE#'],
  'seller/forgotPassword': ['OTP#', 'RATE#'],
  'seller/verifyResetOtp': ['OTP#', 'RATE#', 'RESETTOKEN#'],
  'seller/resetPassword': ['RATE#', 'RESETTOKEN#', 'USER#'],
  'seller/listFoods': [],
  'seller/addFood': ['FOOD#', 'RATE#', 'RESTAURANT#'],
  'seller/getFood': [],
  'seller/editFood': ['FOOD#', 'RATE#'],
  'seller/deleteFood': ['FOOD#', 'RATE#', 'RESTAURANT#'],
  'seller/addCategory': ['CATEGORY', 'CATEGORYNAME#', 'RATE#', 'USER#'],
  'seller/listOrders': [],
  'seller/updateOrderStatus': ['ORDER#', 'RESTAURANT#', 'STATS', 'STATS#'],
  'seller/rejectOrder': ['FOOD#', 'ORDER#', 'RESTAURANT#'],
  'seller/stats': [],
  'seller/getProfile': [],
  'seller/updateProfile': ['FOOD#', 'RATE#', 'RESTAURANT#', 'USER#'],
  'seller/updateHours': ['RATE#', 'RESTAURANT#'],
  'seller/createUpload': [],
  'seller/getUpload': [],
  'seller/logout': ['USER#'],
};
