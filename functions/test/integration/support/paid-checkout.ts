import { expect } from 'vitest';
import type { OrderCreated } from '@tiffin/shared/api/orders';
import { keys } from '#data/keys';
import type { OrderRecord } from '#domain/model';
import { BHOPAL_SHIPPING, newCustomer, newSeller, type Identity, type SellerIdentity } from './people.ts';
import { newDish, payableFor, setCart } from './records.ts';
import { allItems, getItem } from './table.ts';
import type { Api } from './api.ts';

export const STOCK = 10;

/** A customer with `quantity` of a fresh dish (STOCK units) of a fresh approved seller in the cart. */
export async function shopper(quantity = 2) {
  const seller: SellerIdentity = await newSeller({ approved: true });
  const customer: Identity = await newCustomer();
  const dish = await newDish(seller.restaurant, { quantity: STOCK });
  await setCart(customer.id, seller.restaurant.id, [{ foodId: dish.id, quantity }]);
  const amount = payableFor(seller.restaurant, [{ price: dish.price, quantity }], BHOPAL_SHIPPING.pincode);
  return { seller, customer, dish, amount };
}

/** The checkout's create-order call: starts the PaymentIntent for the cart. */
export const startPayment = (api: Api, customer: Identity, amount: number) =>
  api.call<{ id: string; clientSecret: string; message?: string }>('payment/create', {
    token: customer.token,
    body: { amount, shippingInfo: BHOPAL_SHIPPING },
  });

/** The browser's verify after paying. */
export const verify = (api: Api, customer: Identity, paymentIntentId: string) =>
  api.call<OrderCreated & { message: string; code?: string }>('payment/verify', {
    token: customer.token,
    body: { paymentIntentId },
  });

export const stockOf = async (foodId: string) => (await getItem(keys.food(foodId)))!.quantity as number;
export const checkoutOf = (paymentIntentId: string) => getItem(keys.checkout(paymentIntentId));
export const orderOf = async (orderId: string) => (await getItem(keys.order(orderId))) as unknown as OrderRecord;

/** Every order the table holds for a payment. */
export const ordersOfPayment = async (paymentIntentId: string) =>
  (await allItems()).filter((item) => item.entity === 'Order' && item.paymentIntentId === paymentIntentId);

/** The payment became exactly one order, which took the stock once. */
export async function expectOneOrder(paymentIntentId: string, foodId: string, quantity: number) {
  const orders = await ordersOfPayment(paymentIntentId);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentStatus: 'Paid', orderStatus: 'Pending' });
  expect(await stockOf(foodId)).toBe(STOCK - quantity);
  return orders[0]!.orderId as string;
}
