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
  'users/forgotPassword': [otp, rate],
  'users/verifyResetOtp': [otp, rate, resetToken],
  'users/resetPassword': [rate, resetToken, user],
  'users/userInfo': [],
  'users/updateLocation': [user],
  'users/logout': [user],
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
  'cart/add': [user],
  'cart/update': [user],
  'cart/remove': [user],
  'cart/clear': [user],
  'orders/latestShipping': [],
  'orders/create': [checkout, food, order, rate, restaurant, marketplace, user],
  'orders/mine': [],
  'orders/one': [],
  'orders/cancel': [food, order, rate, restaurant],
  'orders/reorder': [user],
  'orders/all': [],
  'payment/getKey': [],
  'payment/createOrder': [checkout, rate],
  'payment/verify': [checkout, food, order, rate, restaurant, marketplace, user],
  'payment/webhook': [checkout, food, order, restaurant, marketplace, user],
  'reviews/submit': [food, order, restaurant],
  'admin/login': [rate],
  'admin/updatePassword': [rate, user],
  'admin/stats': [],
  'admin/listSellers': [],
  'admin/approveSeller': [food, restaurant, user],
  'admin/deleteSeller': [food, restaurant, sellerEmail, marketplace, user],
  'admin/listRestaurants': [],
  'admin/deleteRestaurant': [food, restaurant, marketplace, user],
  'admin/listUsers': [],
  'admin/logout': [user],
  'seller/signup': [otp, rate, restaurant, sellerEmail, marketplace, user],
  'seller/verify': [otp, rate, restaurant, sellerEmail, user],
  'seller/login': [rate],
  'seller/forgotPassword': [otp, rate],
  'seller/verifyResetOtp': [otp, rate, resetToken],
  'seller/resetPassword': [rate, resetToken, user],
  'seller/listFoods': [],
  'seller/addFood': [food, rate, restaurant],
  'seller/getFood': [],
  'seller/editFood': [food, rate, restaurant],
  'seller/deleteFood': [food, rate, restaurant],
  'seller/addCategory': [categories, categoryName, rate, user],
  'seller/listOrders': [],
  'seller/updateOrderStatus': [order, restaurant, marketplace, marketplaceLists],
  'seller/rejectOrder': [food, order, restaurant],
  'seller/stats': [],
  'seller/getProfile': [],
  'seller/updateProfile': [food, rate, restaurant, user],
  'seller/updateHours': [rate, restaurant],
  'seller/createUpload': [],
  'seller/getUpload': [],
  'seller/logout': [user],
};
