import type { Cart, CartChange } from '@tiffin/shared/api/cart';
import { CART_CODES } from '@tiffin/shared/api/cart';
import { paiseToRupees } from '@tiffin/shared/money';
import { quote } from '@tiffin/shared/pricing';
import { Conflict, NotFound } from '#platform/errors';
import { emptyCart, type CartRecord, type FoodRecord } from '#domain/model';
import type { Ports } from '#domain/ports';
import { toFood } from '#domain/present';

/** What the cart's rules need: the cart and the dishes it holds. */
export type CartPorts = Pick<Ports, 'carts' | 'dishes'>;

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
} as const;

const stockLimit = (food: FoodRecord) =>
  new Conflict(`Only ${food.quantity} ${food.name} left in stock.`, CART_CODES.stockLimit);

/** The cart as the customer sees it: live dish data, dropping dishes that left the catalogue. */
export async function viewCart({ carts, dishes }: CartPorts, userId: string, cart?: CartRecord): Promise<Cart> {
  const record = cart ?? (await carts.getCart(userId));
  const foods = await dishes.getFoods(record.lines.map((line) => line.foodId));
  const lines = record.lines.flatMap((line) => {
    const food = foods.get(line.foodId);
    return food?.listed ? [{ food, quantity: line.quantity }] : [];
  });
  const priced = quote({ lines: lines.map(({ food, quantity }) => ({ unitPrice: food.price, quantity })) });
  const first = lines[0]?.food.restaurant;
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

async function listedFood({ dishes }: CartPorts, foodId: string): Promise<FoodRecord> {
  const food = await dishes.getFood(foodId);
  if (!food?.listed) throw new NotFound(CART_MESSAGES.unknownDish);
  return food;
}

export async function addToCart(
  ports: CartPorts,
  userId: string,
  foodId: string,
  replace = false,
): Promise<CartChange> {
  const food = await listedFood(ports, foodId);
  if (food.quantity < 1) throw new Conflict(CART_MESSAGES.outOfStock, CART_CODES.outOfStock);
  let quantity = 0;
  const cart = await changeCart(ports, userId, async (current) => {
    if (current.restaurantId && current.restaurantId !== food.restaurant.id && current.lines.length > 0) {
      // Dishes that left the catalogue (deleted, or their restaurant removed) have left the cart too.
      const listed = await ports.dishes.getFoods(current.lines.map((l) => l.foodId));
      const live = current.lines.some((l) => listed.get(l.foodId)?.listed);
      if (live && !replace) throw new Conflict(CART_MESSAGES.otherRestaurant, CART_CODES.otherRestaurant);
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
  return { message: CART_MESSAGES.added, quantity, cart: await viewCart(ports, userId, cart) };
}

export async function updateCartLine(
  ports: CartPorts,
  userId: string,
  foodId: string,
  action: 'increase' | 'decrease',
): Promise<CartChange> {
  const food = action === 'increase' ? await listedFood(ports, foodId) : undefined;
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
    cart: await viewCart(ports, userId, cart),
  };
}

export async function removeFromCart(ports: CartPorts, userId: string, foodId: string): Promise<CartChange> {
  const cart = await changeCart(ports, userId, (current) => {
    if (!current.lines.some((l) => l.foodId === foodId)) throw new NotFound(CART_MESSAGES.notInCart);
    return { ...current, lines: current.lines.filter((l) => l.foodId !== foodId) };
  });
  return { message: CART_MESSAGES.removed, quantity: 0, cart: await viewCart(ports, userId, cart) };
}

export async function clearCart(ports: CartPorts, userId: string): Promise<{ message: string; cart: Cart }> {
  await ports.carts.deleteCart(userId);
  return { message: CART_MESSAGES.cleared, cart: await viewCart(ports, userId, emptyCart()) };
}
