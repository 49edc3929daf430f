import type { Cart, CartChange, CartDelivery, Reordered } from '@tiffin/shared/api/cart';
import { CART_CODES } from '@tiffin/shared/api/cart';
import { formatRupees, paiseToRupees } from '@tiffin/shared/money';
import { cityKey, type LatLon } from '@tiffin/shared/geo';
import { quote } from '@tiffin/shared/pricing';
import { isSameCity } from '@tiffin/shared/rules/shipping';
import { closedMessage, openingState } from '@tiffin/shared/opening-hours';
import { Conflict, NotFound } from '#platform/errors';
import { lookupPincode, type PincodeLookupResult } from '#platform/geo/index';
import { emptyCart, type CartRecord, type FoodRecord, type RestaurantRecord, type SavedLocation } from '#domain/model';
import type { OrderStore, Ports } from '#domain/ports';
import { toFood } from '#domain/present';
import { deliveryPoint } from '#domain/geo/places';

/** Where a cart to a restaurant in `city` will most likely ship: a point, and what it is. */
export type Destination = (
  city: string,
) => Promise<{ basis: 'lastOrder' | 'location'; point: LatLon; address: string | null } | null>;

/**
 * What the cart's rules need: the cart and the dishes it holds, and where it will most likely ship (its delivery
 * fee); without `destination` the fee is the flat one.
 */
export type CartPorts = Pick<Ports, 'carts' | 'dishes'> & { destination?: Destination };
/** Adding needs the restaurant's hours too. */
export type AddingPorts = CartPorts & Pick<Ports, 'restaurants' | 'clock'>;

/** A cart holds at most this many different dishes (an order is one DynamoDB transaction). */
export const MAX_CART_LINES = 20;
const RETRIES = 5;

export const CART_MESSAGES = {
  added: 'Item added to cart',
  removed: 'Item removed',
  updated: 'Cart updated',
  cleared: 'Cart cleared',
  otherRestaurant: 'Your cart has dishes from another restaurant. Clear the cart to add this one?',
  unknownDish: 'Dish not found',
  outOfStock: 'Sorry, this dish is out of stock.',
  full: `A cart can hold up to ${MAX_CART_LINES} different dishes.`,
  notInCart: 'This dish is not in your cart',
  reordered: 'Your order is in the cart again.',
  reorderedWithChanges: 'What is still available is in your cart. Since you ordered:',
  replaceForReorder: 'Your cart has other dishes. Replace them with this order?',
  nothingLeft: 'Nothing from this order is available right now.',
  orderNotFound: 'Order not found',
} as const;

/** Since an order was placed: what a reorder could not bring back as it was. */
export const REORDER_CHANGES = {
  gone: (name: string) => `${name} is no longer on the menu.`,
  soldOut: (name: string) => `${name} is sold out.`,
  fewer: (quantity: number, name: string) => `Only ${quantity} ${name} left, so your cart has ${quantity}.`,
  price: (name: string, now: number, then: number) =>
    `${name} now costs ${formatRupees(paiseToRupees(now))} (was ${formatRupees(paiseToRupees(then))}).`,
} as const;

const stockLimit = (food: FoodRecord) =>
  new Conflict(`Only ${food.quantity} ${food.name} left in stock.`, CART_CODES.stockLimit);

/**
 * The address a customer's cart will most likely ship to: their last order's, priced by its pincode as
 * checkout prices it, when it is in the restaurant's city; else their shared location in that city; else none.
 */
export function likelyDestination(
  { orders }: { orders: Pick<OrderStore, 'ordersOfUser'> },
  userId: string,
  location: SavedLocation | undefined,
): Destination {
  return async (city) => {
    const shipping = (await orders.ordersOfUser(userId, 1)).items[0]?.shippingInfo;
    const place = shipping && isSameCity(shipping.city, city) ? lookupPincode(shipping.pincode) : null;
    const point = shipping && place ? lastOrderPoint(shipping.address, place) : null;
    if (shipping && point) return { basis: 'lastOrder', point, address: `${shipping.address}, ${shipping.pincode}` };
    if (location?.lat !== undefined && location.lon !== undefined && location.city === cityKey(city))
      return { basis: 'location', point: { lat: location.lat, lon: location.lon }, address: null };
    return null;
  };
}

/** The last order's delivery point as checkout measures it; one whose address and pincode disagree goes to its pincode. */
function lastOrderPoint(address: string, place: PincodeLookupResult): LatLon | null {
  try {
    return deliveryPoint(address, place);
  } catch {
    return place.latitude !== undefined && place.longitude !== undefined
      ? { lat: place.latitude, lon: place.longitude }
      : null;
  }
}

/** The cart as the customer sees it: live dish data, dropping dishes that left the catalogue. */
export async function getCart(
  { carts, dishes, destination }: CartPorts,
  userId: string,
  cart?: CartRecord,
): Promise<Cart> {
  const record = cart ?? (await carts.getCart(userId));
  const foods = await dishes.getFoods(record.lines.map((line) => line.foodId));
  const lines = record.lines.flatMap((line) => {
    const food = foods.get(line.foodId);
    return food?.listed ? [{ food, quantity: line.quantity }] : [];
  });
  const first = lines[0]?.food.restaurant;
  const shipsTo = first && destination ? await destination(first.city) : null;
  const priced = quote({
    lines: lines.map(({ food, quantity }) => ({ unitPrice: food.price, quantity })),
    restaurant: first ? { lat: first.latitude, lon: first.longitude } : null,
    delivery: shipsTo?.point ?? null,
  });
  const delivery: CartDelivery = shipsTo
    ? { basis: shipsTo.basis, address: shipsTo.address, distanceKm: priced.distanceKm }
    : { basis: 'unknown', address: null, distanceKm: null };
  return {
    items: lines.map(({ food, quantity }) => ({ _id: food.id, foodId: toFood(food), quantity })),
    restaurant: first ? { _id: first.id, name: first.name, city: first.city } : null,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    summary: {
      subtotal: paiseToRupees(priced.subtotal),
      tax: paiseToRupees(priced.tax),
      cartTotal: paiseToRupees(priced.cartTotal),
      deliveryFee: paiseToRupees(priced.deliveryFee),
      discount: paiseToRupees(priced.discount),
      payable: paiseToRupees(priced.payable),
      delivery,
    },
  };
}

/** Reads, changes and writes the cart with a version check, retrying when a parallel change won. */
async function changeCart(
  { carts }: CartPorts,
  userId: string,
  change: (cart: CartRecord) => Promise<CartRecord> | CartRecord,
): Promise<CartRecord> {
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const current = await carts.getCart(userId);
    const next = await change(structuredClone(current));
    if (next.lines.length === 0) {
      if (current.version === 0 || (await carts.deleteCart(userId, current.version)))
        return { ...next, restaurantId: null, version: 0 };
      continue;
    }
    if (await carts.saveCart(userId, next, current.version)) return { ...next, version: current.version + 1 };
  }
  throw new Conflict('Your cart changed at the same time. Please try again.');
}

/**
 * Nothing is added to a cart while its restaurant is closed or paused (opening hours, beyond the spec). Answers the
 * restaurant as read (undefined when it is gone), so a checkout prices from it rather than from a dish's copy.
 */
export async function ensureOpen(
  { restaurants, clock }: Pick<Ports, 'restaurants' | 'clock'>,
  restaurantId: string,
): Promise<RestaurantRecord | undefined> {
  const restaurant = await restaurants.getRestaurant(restaurantId);
  if (!restaurant) return undefined;
  const now = clock.now();
  const state = openingState(restaurant.hours ?? null, restaurant.paused ?? false, now);
  if (!state.open) throw new Conflict(closedMessage(restaurant.name, state, now), CART_CODES.restaurantClosed);
  return restaurant;
}

async function listedFood({ dishes }: CartPorts, foodId: string): Promise<FoodRecord> {
  const food = await dishes.getFood(foodId);
  if (!food?.listed) throw new NotFound(CART_MESSAGES.unknownDish);
  return food;
}

/** True when the cart still holds a dish on sale (dishes that left the catalogue have left every cart). */
async function holdsLiveDishes({ dishes }: CartPorts, cart: CartRecord): Promise<boolean> {
  if (cart.lines.length === 0) return false;
  const listed = await dishes.getFoods(cart.lines.map((line) => line.foodId));
  return cart.lines.some((line) => listed.get(line.foodId)?.listed);
}

export async function addToCart(
  ports: AddingPorts,
  userId: string,
  foodId: string,
  replace = false,
): Promise<CartChange> {
  const food = await listedFood(ports, foodId);
  if (food.quantity < 1) throw new Conflict(CART_MESSAGES.outOfStock, CART_CODES.outOfStock);
  await ensureOpen(ports, food.restaurant.id);
  let quantity = 0;
  const cart = await changeCart(ports, userId, async (current) => {
    if (current.restaurantId && current.restaurantId !== food.restaurant.id && current.lines.length > 0) {
      if (!replace && (await holdsLiveDishes(ports, current)))
        throw new Conflict(CART_MESSAGES.otherRestaurant, CART_CODES.otherRestaurant);
      current.lines = [];
    }
    const line = current.lines.find((l) => l.foodId === foodId);
    if (!line && current.lines.length >= MAX_CART_LINES) throw new Conflict(CART_MESSAGES.full);
    quantity = (line?.quantity ?? 0) + 1;
    if (quantity > food.quantity) throw stockLimit(food);
    if (line) line.quantity = quantity;
    else current.lines.push({ foodId, quantity });
    return { ...current, restaurantId: food.restaurant.id };
  });
  return { message: CART_MESSAGES.added, quantity, cart: await getCart(ports, userId, cart) };
}

export async function updateCartLine(
  ports: AddingPorts,
  userId: string,
  foodId: string,
  action: 'increase' | 'decrease',
): Promise<CartChange> {
  const food = action === 'increase' ? await listedFood(ports, foodId) : undefined;
  if (food) await ensureOpen(ports, food.restaurant.id);
  let quantity = 0;
  const cart = await changeCart(ports, userId, (current) => {
    const line = current.lines.find((l) => l.foodId === foodId);
    if (!line) throw new NotFound(CART_MESSAGES.notInCart);
    quantity = line.quantity + (action === 'increase' ? 1 : -1);
    if (food && quantity > food.quantity) throw stockLimit(food);
    current.lines = quantity === 0 ? current.lines.filter((l) => l !== line) : current.lines;
    line.quantity = quantity;
    return current;
  });
  return {
    message: quantity === 0 ? CART_MESSAGES.removed : CART_MESSAGES.updated,
    quantity,
    cart: await getCart(ports, userId, cart),
  };
}

export async function deleteFromCart(ports: CartPorts, userId: string, foodId: string): Promise<CartChange> {
  const cart = await changeCart(ports, userId, (current) => {
    if (!current.lines.some((l) => l.foodId === foodId)) throw new NotFound(CART_MESSAGES.notInCart);
    return { ...current, lines: current.lines.filter((l) => l.foodId !== foodId) };
  });
  return { message: CART_MESSAGES.removed, quantity: 0, cart: await getCart(ports, userId, cart) };
}

export async function clearCart(ports: CartPorts, userId: string): Promise<{ message: string; cart: Cart }> {
  await ports.carts.deleteCart(userId);
  return { message: CART_MESSAGES.cleared, cart: await getCart(ports, userId, emptyCart()) };
}

/**
 * 'Order again' (beyond the spec): the cart becomes the order's dishes that are still on sale, at
 * today's prices and as many as are left, and the answer says what changed since. A cart holding
 * other dishes is replaced only when the customer agreed (`replace`); nothing available changes nothing.
 */
export async function reorder(
  ports: AddingPorts & { orders: Pick<OrderStore, 'getOrder'> },
  userId: string,
  orderId: string,
  replace = false,
): Promise<Reordered> {
  const order = await ports.orders.getOrder(orderId);
  if (!order || order.userId !== userId) throw new NotFound(CART_MESSAGES.orderNotFound);
  const foods = await ports.dishes.getFoods(order.lines.map((line) => line.foodId));
  const changes: string[] = [];
  const lines = order.lines.flatMap((line) => {
    const food = foods.get(line.foodId);
    if (!food?.listed) return (changes.push(REORDER_CHANGES.gone(line.name)), []);
    if (food.quantity < 1) return (changes.push(REORDER_CHANGES.soldOut(food.name)), []);
    const quantity = Math.min(line.quantity, food.quantity);
    if (quantity < line.quantity) changes.push(REORDER_CHANGES.fewer(quantity, food.name));
    if (food.price !== line.price) changes.push(REORDER_CHANGES.price(food.name, food.price, line.price));
    return [{ foodId: food.id, quantity }];
  });
  if (lines.length === 0) throw new Conflict(CART_MESSAGES.nothingLeft, CART_CODES.nothingAvailable);
  await ensureOpen(ports, order.restaurantId);
  const cart = await changeCart(ports, userId, async (current) => {
    if (!replace && (await holdsLiveDishes(ports, current)))
      throw new Conflict(CART_MESSAGES.replaceForReorder, CART_CODES.cartNotEmpty);
    return { ...current, restaurantId: order.restaurantId, lines };
  });
  return {
    message: changes.length ? CART_MESSAGES.reorderedWithChanges : CART_MESSAGES.reordered,
    changes,
    cart: await getCart(ports, userId, cart),
  };
}
