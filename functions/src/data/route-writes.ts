/**
 * Which partitions each route's function may write, by the partition key's family (data/keys.ts `partitionFamilies`:
 * a prefix such as the users' or the rate counters', or a whole key such as the marketplace's figures). The Api stack turns each list into the function's IAM condition on `dynamodb:LeadingKeys`
 * (infra/lib/route-function.ts), so a cart function cannot write an order, a counter or an account it has no business
 * with; the local cloud refuses the same writes as IAM would (local/src/route-writes.ts), so every integration test
 * that runs a route holds its list to what the route really writes. Keys are in data/keys.ts.
 */
import type { RouteId } from '@tiffin/shared/api/routes';
import { partitionFamilies } from './keys.ts';

/** The family a partition key belongs to for IAM: its text up to and including the first '#', or all of it. */
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

const {
  user,
  email,
  sellerEmail,
  otp,
  resetToken,
  rate,
  food,
  restaurant,
  order,
  checkout,
  categories,
  categoryName,
  marketplace,
  marketplaceLists,
} = partitionFamilies;

/**
 * Each route's partitions, as its handler writes them (found by running the integration suite with
 * TIFFIN_RECORD_ROUTE_WRITES set; the local cloud then refuses anything else). `rate` is the route's abuse counters,
 * `marketplace` and `marketplaceLists` the marketplace's figures; a route that reads only writes nothing.
 */
export const ROUTE_WRITES: Record<RouteId, readonly string[]> = {
  'users/login': [rate],
  'users/register': [email, otp, rate, marketplace, user],
  'users/verify': [otp, rate, user],
  'users/forgot-password': [otp, rate],
  'users/verify-reset-otp': [otp, rate, resetToken],
  'users/reset-password': [rate, resetToken, user],
  'users/user-info': [],
  'users/update-location': [user],
  'users/logout': [user],
  'catalogue/list-restaurants': [],
  'catalogue/list-categories': [],
  'catalogue/list-foods': [],
  'catalogue/get-food': [],
  'catalogue/list-food-reviews': [],
  'catalogue/list-restaurant-foods': [],
  'geo/coords': [],
  'geo/reverse': [],
  'geo/pincode': [],
  'cart/get': [],
  'cart/add': [user],
  'cart/update': [user],
  'cart/delete': [user],
  'cart/clear': [user],
  'orders/latest-shipping': [],
  'orders/create': [checkout, food, order, rate, restaurant, marketplace, user],
  'orders/list-mine': [],
  'orders/get': [],
  'orders/cancel': [food, order, rate, restaurant],
  'orders/reorder': [user],
  'orders/list-all': [],
  'payment/get-key': [],
  'payment/create': [checkout, rate],
  'payment/verify': [checkout, food, order, rate, restaurant, marketplace, user],
  'payment/webhook': [checkout, food, order, restaurant, marketplace, user],
  'reviews/submit': [food, order, restaurant],
  'admin/login': [rate],
  'admin/update-password': [rate, user],
  'admin/stats': [],
  'admin/list-sellers': [],
  'admin/approve-seller': [food, restaurant, user],
  'admin/delete-seller': [food, restaurant, sellerEmail, marketplace, user],
  'admin/list-restaurants': [],
  'admin/delete-restaurant': [food, restaurant, marketplace, user],
  'admin/list-users': [],
  'admin/logout': [user],
  'seller/signup': [otp, rate, restaurant, sellerEmail, marketplace, user],
  'seller/verify': [otp, rate, restaurant, sellerEmail, user],
  'seller/login': [rate],
  'seller/forgot-password': [otp, rate],
  'seller/verify-reset-otp': [otp, rate, resetToken],
  'seller/reset-password': [rate, resetToken, user],
  'seller/list-foods': [],
  'seller/add-food': [food, rate, restaurant],
  'seller/get-food': [],
  'seller/edit-food': [food, rate, restaurant],
  'seller/delete-food': [food, rate, restaurant],
  'seller/add-category': [categories, categoryName, rate, user],
  'seller/list-orders': [],
  'seller/update-order-status': [order, restaurant, marketplace, marketplaceLists],
  'seller/reject-order': [food, order, restaurant],
  'seller/stats': [],
  'seller/get-profile': [],
  'seller/update-profile': [food, rate, restaurant, user],
  'seller/update-hours': [rate, restaurant],
  'seller/create-upload': [],
  'seller/get-upload': [],
  'seller/logout': [user],
};
