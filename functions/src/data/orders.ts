import type { OrderStatus } from '@tiffin/shared/api/orders';
import type { CheckoutRecord, OrderRecord, RestaurantWeekOrder, WeekOrder } from '#domain/model';
import type { FulfilOutcome, OrderEnding } from '#domain/ports';
import { dynamo, UpdateCommand } from '#adapters/dynamo';
import { cartDeletionItem } from './carts.ts';
import { checkoutFulfilledItem } from './checkouts.ts';
import { addMarketplaceWeekRevenue, addOrderToMarketplace, addRestaurantRevenue } from './counters.ts';
import { stockDecrementItem, stockRestoreItem } from './dishes.ts';
import { keys, partitions, prefixes } from './keys.ts';
import { batchGet, getItem, tableName, transact, transactIf, writeIf, type TransactItem } from './operations.ts';
import { queryAll, queryPage } from './query.ts';

/**
 * Orders: `ORDER#<id>` / `ORDER`; GSI1 `USER#<customer>` (My Orders), GSI2 `RESTAURANT#<id>` (the
 * seller's orders; beside its menu, told apart by the prefix) and GSI3 `ORDERS` (the admin), all by
 * `ORDER#<createdAt>#<id>`, newest first.
 */

export function orderItem(record: OrderRecord) {
  return {
    ...keys.order(record.orderId),
    ...keys.orderOfUser(record.userId, record.createdAt, record.orderId),
    ...keys.orderOfRestaurant(record.restaurantId, record.createdAt, record.orderId),
    ...keys.orderInMarketplace(record.createdAt, record.orderId),
    entity: 'Order',
    ...record,
  };
}

/** The restaurant's note that this paid order waits for it (see `keys.waitingOrder`). */
export function waitingOrderItem(record: Pick<OrderRecord, 'restaurantId' | 'createdAt' | 'orderId'>) {
  return {
    ...keys.waitingOrder(record.restaurantId, record.createdAt, record.orderId),
    entity: 'WaitingOrder',
    orderId: record.orderId,
    createdAt: record.createdAt,
  };
}

/** The waiting note's delete, in the transaction that moves a Pending order on (accepted, rejected, cancelled). */
function waitingOrderDeletion(order: OrderRecord): TransactItem {
  return {
    Delete: { TableName: tableName(), Key: keys.waitingOrder(order.restaurantId, order.createdAt, order.orderId) },
  };
}

export function getOrder(orderId: string): Promise<OrderRecord | undefined> {
  return getItem<OrderRecord>(keys.order(orderId), true);
}

/**
 * The order in ONE transaction (docs/architecture.md#checkout-payment-and-orders): the checkout flips from pending to fulfilled, the order is
 * written, each dish's stock drops only if enough is left, the cart is emptied and the counters move.
 */
export async function writeOrder(checkout: CheckoutRecord, order: OrderRecord): Promise<FulfilOutcome> {
  const outcome = await transact([
    checkoutFulfilledItem(checkout.paymentIntentId, order.orderId),
    { Put: { TableName: tableName(), Item: orderItem(order), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...order.lines.map((line) => stockDecrementItem(line.foodId, line.quantity)),
    cartDeletionItem(order.userId),
    addOrderToMarketplace(order.restaurantId, { totalOrders: 1 }),
    // Last, so the cancellation codes above keep their places.
    { Put: { TableName: tableName(), Item: waitingOrderItem(order) } },
  ]);
  if (outcome.written) return 'created';
  const [checkoutCode, orderCode] = outcome.codes;
  if (checkoutCode === 'ConditionalCheckFailed') return 'alreadyFulfilled';
  if (orderCode === 'ConditionalCheckFailed') return 'orderIdTaken';
  return 'outOfStock';
}

const newestFirst = (index: 'GSI1' | 'GSI2', pk: string) => ({
  IndexName: index,
  KeyConditionExpression: `${index}PK = :pk AND begins_with(${index}SK, :prefix)`,
  ExpressionAttributeValues: { ':pk': pk, ':prefix': prefixes.order },
  ScanIndexForward: false,
});

/** A customer's orders, newest first (GSI1). */
export function ordersOfUser(userId: string, limit: number, cursor?: string) {
  return queryPage<OrderRecord>(newestFirst('GSI1', partitions.customer(userId)), limit, cursor);
}

/** A restaurant's orders, newest first (GSI2). */
export function ordersOfRestaurant(restaurantId: string, limit: number, cursor?: string) {
  return queryPage<OrderRecord>(newestFirst('GSI2', partitions.restaurant(restaurantId)), limit, cursor);
}

/**
 * The restaurant's paid orders that wait for it to accept or reject them, oldest first: one Query of its waiting
 * notes, then one BatchGet of those orders; an order that moved on meanwhile is left out.
 */
export async function waitingOrdersOfRestaurant(restaurantId: string): Promise<OrderRecord[]> {
  const notes = await waitingNotes(restaurantId);
  if (notes.length === 0) return [];
  const orders = await batchGet<OrderRecord>(notes.map((note) => keys.order(note.orderId)));
  return orders
    .filter((order) => order.orderStatus === 'Pending' && order.paymentStatus === 'Paid')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderId.localeCompare(b.orderId));
}

/** How many of the restaurant's paid orders wait for it: one Query of the small notes, no order read. */
export async function countWaitingOrders(restaurantId: string): Promise<number> {
  return (await waitingNotes(restaurantId)).length;
}

function waitingNotes(restaurantId: string) {
  return queryAll<{ orderId: string }>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitions.restaurantItems(restaurantId), ':prefix': prefixes.waiting },
    ProjectionExpression: 'orderId',
    ConsistentRead: true,
  });
}

/**
 * The restaurant's orders placed after `afterIso` (exclusive) up to `toIso` (inclusive), only what the week's
 * figures need (GSI2): the dashboard adds the orders placed since the weekly job last ran to its stored figures.
 */
export function restaurantOrdersPlacedAfter(restaurantId: string, afterIso: string, toIso: string) {
  return queryAll<WeekOrder>({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': partitions.restaurant(restaurantId),
      // Every order id sorts before '~': an order placed exactly at `afterIso` is left out, one at `toIso` is in.
      ':from': `${prefixes.order}${afterIso}#~`,
      ':to': `${prefixes.order}${toIso}#~`,
    },
    ProjectionExpression: 'createdAt, orderStatus, paymentStatus, #quote.payable',
    ExpressionAttributeNames: { '#quote': 'quote' },
  });
}

/** Every order, newest first (GSI3, the admin). */
export function ordersInMarketplace(limit: number, cursor?: string) {
  return queryPage<OrderRecord>(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.orders },
      ScanIndexForward: false,
    },
    limit,
    cursor,
  );
}

/**
 * Every restaurant's orders placed from `fromIso` to `toIso` inclusive, only what the week's figures need (GSI3,
 * by creation time): the weekly job reads all restaurants' weeks in one paginated Query rather than one Query per
 * restaurant, the same orders in far fewer calls. Bounded by design: one or two weeks of the marketplace's orders.
 */
export function marketplaceOrdersPlacedBetween(fromIso: string, toIso: string) {
  return queryAll<RestaurantWeekOrder>({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': partitions.orders,
      ':from': fromIso,
      // Every order id sorts before '~', so an order created exactly at `toIso` is in.
      ':to': `${toIso}#~`,
    },
    ProjectionExpression: 'restaurantId, createdAt, orderStatus, paymentStatus, #quote.payable',
    ExpressionAttributeNames: { '#quote': 'quote' },
  });
}

export interface StatusChange {
  order: OrderRecord;
  next: OrderStatus;
  at: string;
  /** Monday of `at`'s week, India time (YYYY-MM-DD): where a delivery's revenue counts. */
  deliveryWeek: string;
  /** The restaurant's current name, for the commission report. */
  restaurantName: string;
}

/**
 * One status change in ONE transaction, only if the order still has the status it was read with
 * (so parallel changes cannot both pass). Moving to Delivered also adds the order's payable to the
 * restaurant's marketplace item, commission row and delivery week's item, exactly once (items of
 * this restaurant only, so deliveries of different restaurants never meet); moving on from Pending ends its wait.
 * False when the order changed.
 */
export function changeOrderStatus({ order, next, at, deliveryWeek, restaurantName }: StatusChange): Promise<boolean> {
  const revenue = order.quote.payable;
  return transactIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(order.orderId),
        UpdateExpression: 'SET orderStatus = :next, statusHistory = list_append(statusHistory, :entry)',
        ConditionExpression: 'orderStatus = :current AND restaurantId = :restaurantId',
        ExpressionAttributeValues: {
          ':next': next,
          ':entry': [{ status: next, at }],
          ':current': order.orderStatus,
          ':restaurantId': order.restaurantId,
        },
      },
    },
    ...(next === 'Delivered'
      ? [
          addOrderToMarketplace(order.restaurantId, { deliveredOrders: 1, revenue }),
          addRestaurantRevenue(order.restaurantId, restaurantName, revenue),
          addMarketplaceWeekRevenue(deliveryWeek, order.restaurantId, revenue),
        ]
      : []),
    ...(order.orderStatus === 'Pending' ? [waitingOrderDeletion(order)] : []),
  ]);
}

/**
 * An order cancelled or rejected in ONE transaction, only while it is still Pending (so of parallel
 * cancels, or a cancel racing the seller's Preparing, exactly one wins), with its stock put back and its wait ended.
 * False when the order changed or a dish went away meanwhile (the caller reads again).
 */
export function endOrder({ order, status, cancellation, restock }: OrderEnding): Promise<boolean> {
  return transactIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(order.orderId),
        UpdateExpression:
          'SET orderStatus = :next, cancellation = :cancellation, statusHistory = list_append(statusHistory, :entry)',
        ConditionExpression: 'orderStatus = :pending',
        ExpressionAttributeValues: {
          ':next': status,
          ':cancellation': cancellation,
          ':entry': [{ status, at: cancellation.at }],
          ':pending': 'Pending',
        },
      },
    },
    ...restock.map((line) => stockRestoreItem(line.foodId, line.quantity)),
    waitingOrderDeletion(order),
  ]);
}

/** The order's payment marked refunded; true only for the call that flipped it (so one mail is sent). */
export function markOrderRefunded(orderId: string): Promise<boolean> {
  return writeIf(() =>
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(orderId),
        UpdateExpression: 'SET paymentStatus = :refunded',
        ConditionExpression: 'paymentStatus = :paid',
        ExpressionAttributeValues: { ':refunded': 'Refunded', ':paid': 'Paid' },
      }),
    ),
  );
}

/**
 * The order's review flag (one line's or the restaurant's) flipped from false, only on the customer's
 * Delivered order, as one item of the review's transaction.
 */
export function orderReviewedItem(order: OrderRecord, target: number | 'restaurant'): TransactItem {
  // `lines` is a DynamoDB reserved word, so it goes through an attribute name.
  const flag = target === 'restaurant' ? 'restaurantReviewed' : `#lines[${target}].reviewed`;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.orderId),
      UpdateExpression: `SET ${flag} = :true`,
      ConditionExpression: `${flag} = :false AND orderStatus = :delivered AND userId = :userId`,
      ExpressionAttributeValues: { ':true': true, ':false': false, ':delivered': 'Delivered', ':userId': order.userId },
      ...(target === 'restaurant' ? {} : { ExpressionAttributeNames: { '#lines': 'lines' } }),
    },
  };
}
