import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, routes, type RouteId } from '@tiffin/shared/api/routes';
import { LOCAL_STRIPE_KEYS } from '@tiffin/local/stripe-server';
import { categoryNameKey } from '#data/categories';
import { keys } from '#data/keys';
import { latestCode, mailsTo } from './support/inbox.ts';
import {
  CALLERS,
  CALLER_NAMES,
  NA,
  PW,
  buildWorld,
  expectedOf,
  freshIdentity,
  identityOf,
  type Caller,
  type Cells,
  type World,
} from './support/authorization.ts';
import { CITY, PASSWORD, newCustomer, newSeller, tag, type Identity, type SellerIdentity } from './support/people.ts';
import { newDish, newOrder, payableFor, readItems, setCart, tableSnapshot, type Key } from './support/records.ts';
import { deleteItem, getItem, setAttributes } from './support/table.ts';
import { payWithCard } from './support/local-stripe.ts';
import { tiffinPhoto } from './support/photos.ts';
import { useStackWithStripe } from './support/stack.ts';
import { pathOf, type CallOptions } from './support/api.ts';

/**
 * Who may do what: every route of the route table against every kind of caller, each cell's answer
 * stated here by hand (not derived from the table's `role`), and "B cannot touch A's things" checked
 * by calling with A's resources as B and reading A's items back from the table.
 */

// This file's own local Stripe for the checkout cells; it posts no webhooks (no URL is set).
const { api, stripeBase } = await useStackWithStripe({ webhook: false });

let world: World;
const madeCategories: { _id: string; cat: string }[] = [];
beforeAll(async () => {
  world = await buildWorld();
});
afterAll(async () => {
  // The catalogue tests expect exactly the seed's categories.
  for (const category of madeCategories) {
    await deleteItem(keys.category(category._id));
    await deleteItem(categoryNameKey(category.cat));
  }
});

type Body = Record<string, unknown>;
interface Answer {
  status: number;
  body: Body;
}

/** One caller's request in one cell. */
interface Call extends Omit<CallOptions, 'token'> {
  /** Someone else's items: the call must leave them exactly as they were, whatever it answers. */
  untouched?: Key[];
  /** The whole table must stay as it was even when the call is allowed. */
  nothingChanges?: boolean;
  /** More checks when the answer is the expected 2xx. */
  afterwards?: (answer: Answer) => Promise<void> | void;
}

interface Row {
  /** What the caller tries, as the test names say it: "edit seller A's dish". */
  does: string;
  /** One expected answer per caller, in the order of the header below. */
  cells: Cells;
  /** The request for one caller; targets the call could use up are made fresh for each cell. */
  request: (caller: Caller, who: Identity | undefined) => Promise<Call> | Call;
  /** What stays as it was when the call is refused, for the test names. */
  unchanged?: string;
  /** What an allowed call still leaves as it was (someone else's things), for the test names. */
  keeps?: string;
  /** The call changes the caller itself (a password): each cell gets a caller of its own. */
  freshCaller?: boolean;
}

const items = (answer: Answer) => answer.body.items as { _id: string }[];
const ids = (answer: Answer) => items(answer).map((item) => item._id);
const sellerOf = (who: Identity | undefined) => who as SellerIdentity;
const customerA = () => world.customerA;
const restaurantA = () => world.sellerA.restaurant;
const cartOf = (id: string): Key => keys.cart(id);
const otherCustomer = (caller: Caller) => (caller === 'customerA' ? world.customerB : world.customerA);
const otherSeller = (caller: Caller) => (caller === 'sellerA' ? world.sellerB : world.sellerA);
/** The cart a call must not touch: the other customer's for a customer, customer A's for anyone else. */
const otherCart = (caller: Caller) => cartOf(otherCustomer(caller).id);
const putBaseCartOfA = () => setCart(customerA().id, restaurantA().id, [{ foodId: world.cartDish.id, quantity: 2 }]);

/** A new customer's sign-up: the email and the id of the code request its answer gave. */
async function registerFresh() {
  const email = `mx-new-${tag()}@example.com`;
  const body = { username: 'Matrix Newcomer', email, phoneno: '9876543210', password: PASSWORD };
  const answer = await api.call<Body>('users/register', { body });
  expect(answer.status).toBe(201);
  return { email, requestId: answer.body.requestId as string };
}

/** The reset code mailed for an email, with the id of the request that asked for it. */
async function resetCodeFor(email: string, path = pathOf('users/forgot-password')) {
  const answer = await api.raw<Body>('POST', path, { body: { email } });
  expect(answer.status).toBe(200);
  return { otp: await latestCode(email, 4), requestId: answer.body.requestId as string };
}

/** Customer A's checkout of a fresh dish, paid with the test card; the order is not made yet. */
async function paidPaymentOfA() {
  const dish = await newDish(restaurantA(), { quantity: 5 });
  await setCart(customerA().id, restaurantA().id, [{ foodId: dish.id, quantity: 1 }]);
  const started = await api.call<{ id: string; clientSecret: string }>('payment/create', {
    token: customerA().token,
    body: {
      amount: payableFor(restaurantA(), [{ price: dish.price, quantity: 1 }], world.shippingOfA.pincode),
      shippingInfo: world.shippingOfA,
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const confirmed = await payWithCard(stripeBase, started.body);
  expect(confirmed.status).toBe(200);
  return started.body.id;
}

/** Placing the order of customer A's paid checkout, the same rule for verify and order-create. */
async function claimPaymentOfA(caller: Caller): Promise<Call> {
  const paymentIntentId = await paidPaymentOfA();
  return {
    body: { paymentIntentId },
    untouched: caller === 'customerA' ? [] : [keys.checkout(paymentIntentId), cartOf(customerA().id)],
    afterwards: async (answer) => {
      const orderId = (answer.body.order as { orderId: string }).orderId;
      expect(await getItem(keys.order(orderId))).toMatchObject({ userId: customerA().id });
    },
  };
}

/** A Pending order of customer A, placed through a real paid checkout (so it can be refunded). */
async function placedOrderOfA(): Promise<string> {
  const paymentIntentId = await paidPaymentOfA();
  const placed = await api.call<{ order: { orderId: string } }>('payment/verify', {
    token: customerA().token,
    body: { paymentIntentId },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.order.orderId;
}

/** Ending customer A's order: only its customer may cancel it, only its restaurant reject it. */
async function endOrderOfA(caller: Caller, mayEnd: Caller, status: 'Cancelled' | 'Rejected'): Promise<Call> {
  const orderId = await placedOrderOfA();
  return {
    params: { id: orderId },
    body: { reason: 'Kitchen closed early' },
    untouched: caller === mayEnd ? [] : [keys.order(orderId)],
    afterwards: async () =>
      expect(await getItem(keys.order(orderId))).toMatchObject({ orderStatus: status, paymentStatus: 'Refunded' }),
  };
}

const dishBody = (name: string, quantity = 5) => ({
  name,
  price: 180,
  category: 'cat-dosa',
  quantity,
  description: 'Made by the matrix',
});

/** Seller A's photo, uploaded once and resized (the bucket is s3rver, with the real resize step). */
let photoOfA: Promise<string> | undefined;
const readyPhotoOfA = () =>
  (photoOfA ??= (async () => {
    const form = await api.call<{ id: string; url: string; fields: Record<string, string> }>('seller/create-upload', {
      token: world.sellerA.token,
      body: { contentType: 'image/png' },
    });
    const body = new FormData();
    for (const [name, value] of Object.entries(form.body.fields)) body.append(name, value);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c86428' } })
      .png()
      .toBuffer();
    body.append('file', new Blob([new Uint8Array(png)]), 'dish.png');
    expect((await fetch(form.body.url, { method: 'POST', body })).ok).toBe(true);
    for (let i = 0; i < 100; i++) {
      const status = await api.call<Body>('seller/get-upload', {
        params: { id: form.body.id },
        token: world.sellerA.token,
      });
      if (status.body.status === 'ready') return form.body.id;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("seller A's photo was never resized");
  })());

// Legend: 401 no or bad token; 403 wrong role; NA seller not approved; PW password change required;
// 404 someone else's thing (answered like a missing one).
// The columns are the table: prettier leaves them as written.
// prettier-ignore
const MATRIX: Record<RouteId, Row> = {
  //                                     anon  custA custB pend  selA  selB  adm1  admin
  'users/login': {
    does: "log in with customer A's email and password",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({
      body: { email: customerA().email, password: PASSWORD },
      afterwards: async (answer) => {
        const info = await api.call<Body>('users/user-info', { token: answer.body.token as string });
        expect(info.body.email).toBe(customerA().email);
      },
    }),
  },
  'users/register': {
    does: 'register a new customer',
    cells:                              [201,  201,  201,  201,  201,  201,  201,  201],
    request: () => ({
      body: {
        username: 'Matrix Newcomer',
        email: `mx-new-${tag()}@example.com`,
        phoneno: '9876543210',
        password: PASSWORD,
      },
    }),
  },
  'users/verify': {
    does: 'verify a new email with its code',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const { email, requestId } = await registerFresh();
      return { body: { email, verificationEmail: await latestCode(email, 6), requestId } };
    },
  },
  'users/forgot-password': {
    does: 'ask for a password reset code',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const { email } = await newCustomer();
      return {
        body: { email },
        afterwards: async () => expect(await mailsTo(email)).toHaveLength(1),
      };
    },
  },
  'users/verify-reset-otp': {
    does: 'trade a reset code for a reset token',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const { email } = await newCustomer();
      return {
        body: { email, ...(await resetCodeFor(email)) },
        afterwards: (answer) => expect(answer.body.resetToken).toEqual(expect.any(String)),
      };
    },
  },
  'users/reset-password': {
    does: 'set a new password with a reset token',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const { email } = await newCustomer();
      const code = await resetCodeFor(email);
      const verified = await api.call<Body>('users/verify-reset-otp', { body: { email, ...code } });
      return { body: { email, newPassword: 'Fresh@456', resetToken: verified.body.resetToken } };
    },
  },
  'users/user-info': {
    does: 'read their own account',
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: (_, who) => ({ afterwards: (answer) => expect(answer.body.email).toBe(who!.email) }),
  },
  'users/update-location': {
    does: 'set their own location',
    keeps: "the other customer's account is unchanged",
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: (caller) => ({
      body: { lat: 23.2599, lon: 77.4126 },
      untouched: [keys.user(otherCustomer(caller).id)],
      afterwards: (answer) => expect(answer.body.location).toEqual({ city: 'bhopal' }),
    }),
  },

  'users/logout': {
    does: 'log out, ending every session of their own account',
    freshCaller: true,
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: (_, who) => ({
      afterwards: async (answer) => {
        expect(answer.body.message).toBe('Logged out');
        expect((await api.call<Body>('users/user-info', { token: who!.token })).status).toBe(401);
      },
    }),
  },
  //                                     anon  custA custB pend  selA  selB  adm1  admin
  'catalogue/list-restaurants': {
    does: "list Bhopal's restaurants (seller A's, never the pending seller's)",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({
      query: { city: 'bhopal', limit: '100' },
      afterwards: (answer) => {
        expect(ids(answer)).toContain(restaurantA().id);
        expect(ids(answer)).not.toContain(world.pendingSeller.restaurant.id);
      },
    }),
  },
  'catalogue/list-categories': {
    does: 'list the categories',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({}),
  },
  'catalogue/list-foods': {
    does: "list Bhopal's dishes (seller A's, never the pending seller's)",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: (_, who) => ({
      query: { city: 'bhopal', restaurantId: restaurantA().id, limit: '100' },
      afterwards: async (answer) => {
        expect(ids(answer)).toContain(world.cartDish.id);
        const all = await api.call<Body>('catalogue/list-foods', { token: who?.token, query: { city: 'bhopal', limit: '100' } });
        expect(ids(all)).not.toContain(world.pendingDish.id);
      },
    }),
  },
  'catalogue/get-food': {
    does: "read seller A's dish (the pending seller's is a 404, even to its owner)",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: (_, who) => ({
      params: { id: world.cartDish.id },
      afterwards: async () => {
        const hidden = await api.call<Body>('catalogue/get-food', { params: { id: world.pendingDish.id },  token: who?.token });
        expect(hidden.status).toBe(404);
      },
    }),
  },
  'catalogue/list-food-reviews': {
    does: "read the reviews of seller A's dish (the pending seller's dish is a 404, even to its owner)",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: (_, who) => ({
      params: { id: world.cartDish.id },
      afterwards: async () => {
        const hidden = await api.call<Body>('catalogue/list-food-reviews', { params: { id: world.pendingDish.id },  token: who?.token });
        expect(hidden.status).toBe(404);
      },
    }),
  },
  'catalogue/list-restaurant-foods': {
    does: "read seller A's menu (the pending seller's is a 404, even to its owner)",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: (_, who) => ({
      params: { id: restaurantA().id },
      afterwards: async () => {
        const path = pathOf('catalogue/list-restaurant-foods', { id: world.pendingSeller.restaurant.id });
        expect((await api.raw<Body>('GET', path, { token: who?.token })).status).toBe(404);
      },
    }),
  },
  'geo/coords': {
    does: 'geocode an address',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({ query: { address: 'New Market, Bhopal 462001' } }),
  },
  'geo/reverse': {
    does: 'find the city at a point',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({
      query: { lat: '23.2599', lon: '77.4126' },
      afterwards: (answer) => expect(answer.body.city).toBe('bhopal'),
    }),
  },
  'geo/pincode': {
    does: 'look up a pincode',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({ params: { pincode: '462001' } }),
  },

  //                                     anon  custA custB pend  selA  selB  adm1  admin
  'cart/get': {
    does: 'read their own cart (never customer A’s from B)',
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: async (caller) => {
      await putBaseCartOfA();
      return {
        afterwards: (answer) => {
          const lines = ids(answer);
          if (caller === 'customerA') expect(lines).toContain(world.cartDish.id);
          else expect(lines).not.toContain(world.cartDish.id);
        },
      };
    },
  },
  'cart/add': {
    does: 'add a dish to their own cart',
    keeps: "the other customer's cart is unchanged",
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: async (caller) => {
      await putBaseCartOfA();
      await setCart(world.customerB.id, restaurantA().id, [{ foodId: world.shopDish.id, quantity: 1 }]);
      return {
        body: { foodId: world.shopDish.id },
        untouched: [otherCart(caller)],
        afterwards: (answer) => expect(answer.body.quantity).toBe(caller === 'customerB' ? 2 : 1),
      };
    },
  },
  'cart/update': {
    does: "increase the dish in customer A's cart",
    unchanged: "customer A's cart is unchanged",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: async (caller) => {
      await putBaseCartOfA();
      await setCart(world.customerB.id, '', []);
      return {
        body: { foodId: world.cartDish.id, action: 'increase' },
        untouched: caller === 'customerA' ? [] : [cartOf(customerA().id)],
        afterwards: (answer) => expect(answer.body.quantity).toBe(3),
      };
    },
  },
  'cart/delete': {
    does: "remove the dish in customer A's cart",
    unchanged: "customer A's cart is unchanged",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: async (caller) => {
      await putBaseCartOfA();
      await setCart(world.customerB.id, '', []);
      return {
        body: { foodId: world.cartDish.id },
        untouched: caller === 'customerA' ? [] : [cartOf(customerA().id)],
        afterwards: async () => expect(await getItem(cartOf(customerA().id))).toBeUndefined(),
      };
    },
  },
  'cart/clear': {
    does: 'clear their own cart',
    keeps: "the other customer's cart is unchanged",
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: async (caller) => {
      await putBaseCartOfA();
      await setCart(world.customerB.id, restaurantA().id, [{ foodId: world.shopDish.id, quantity: 1 }]);
      return {
        untouched: [otherCart(caller)],
        afterwards: (answer) => expect(answer.body.cart).toMatchObject({ items: [], count: 0 }),
      };
    },
  },

  //                                     anon  custA custB pend  selA  selB  adm1  admin
  'orders/latest-shipping': {
    does: 'read their own latest delivery address (never customer A’s from B)',
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: (caller) => ({
      afterwards: (answer) => {
        if (caller === 'customerA') expect(answer.body.shippingInfo).toEqual(world.shippingOfA);
        else expect(JSON.stringify(answer.body)).not.toContain(world.shippingOfA.address);
      },
    }),
  },
  'payment/get-key': {
    does: 'read the payment key',
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: () => ({}),
  },
  'payment/create': {
    does: 'start paying for their own cart',
    keeps: "the other customer's cart is unchanged",
    cells:                              [401,  201,  201,  403,  403,  403,  403,  403],
    request: async (caller) => {
      await putBaseCartOfA();
      await setCart(world.customerB.id, restaurantA().id, [{ foodId: world.shopDish.id, quantity: 1 }]);
      const own =
        caller === 'customerB' ? { dish: world.shopDish, quantity: 1 } : { dish: world.cartDish, quantity: 2 };
      const lines = [{ price: own.dish.price, quantity: own.quantity }];
      return {
        body: { amount: payableFor(restaurantA(), lines, world.shippingOfA.pincode), shippingInfo: world.shippingOfA },
        untouched: [otherCart(caller)],
        afterwards: (answer) =>
          expect((answer.body.quote as { subtotal: number }).subtotal).toBe((own.dish.price * own.quantity) / 100),
      };
    },
  },
  'payment/verify': {
    does: "claim customer A's paid checkout as an order",
    unchanged: "customer A's checkout and cart are unchanged",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: claimPaymentOfA,
  },
  'payment/webhook': {
    does: 'deliver a signed Stripe event for an unknown payment (the signature decides, never a token)',
    keeps: 'nothing changes',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => {
      const payload = JSON.stringify({
        id: `evt_mx_${tag()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: `pi_mx_unknown_${tag()}`, object: 'payment_intent' } },
      });
      const secret = LOCAL_STRIPE_KEYS.webhookSecret;
      return {
        rawBody: payload,
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
        nothingChanges: true,
        afterwards: (answer) => expect(answer.body).toEqual({ received: true }),
      };
    },
  },
  'orders/create': {
    does: "turn customer A's paid checkout into an order",
    unchanged: "customer A's checkout and cart are unchanged",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: claimPaymentOfA,
  },
  'orders/list-mine': {
    does: 'list their own orders (never customer A’s from B)',
    cells:                              [401,  200,  200,  403,  403,  403,  403,  403],
    request: (caller, who) => ({
      query: { limit: '100' },
      afterwards: (answer) => {
        if (caller === 'customerA') expect(ids(answer)).toContain(world.orderOfA.orderId);
        const owners = (answer.body.items as { userId: { _id: string } }[]).map((order) => order.userId._id);
        expect(owners.every((owner) => owner === who!.id)).toBe(true);
      },
    }),
  },
  'orders/get': {
    does: "open customer A's order page (B gets a 404 that tells nothing of A's order)",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: (caller) => ({
      params: { id: world.orderOfA.orderId },
      afterwards: (answer) => {
        if (caller === 'customerA') expect(answer.body.order).toMatchObject({ orderId: world.orderOfA.orderId });
        if (caller === 'customerB') expect(answer.body).toEqual({ message: 'Order not found' });
      },
    }),
  },
  'orders/cancel': {
    does: "cancel customer A's Pending order",
    unchanged: "customer A's order is unchanged",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: (caller) => endOrderOfA(caller, 'customerA', 'Cancelled'),
  },
  'orders/reorder': {
    does: "fill the cart again from customer A's order (never B's cart from A's order)",
    unchanged: "customer A's cart is unchanged",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: async (caller) => {
      await setCart(customerA().id, restaurantA().id, [{ foodId: world.shopDish.id, quantity: 1 }]);
      return {
        params: { id: world.orderOfA.orderId },
        body: { replace: true },
        untouched: caller === 'customerA' ? [] : [cartOf(customerA().id)],
        afterwards: async () => {
          expect(await getItem(cartOf(customerA().id))).toMatchObject({
            lines: [{ foodId: world.cartDish.id, quantity: 1 }],
          });
          await putBaseCartOfA();
        },
      };
    },
  },
  'reviews/submit': {
    does: "review a dish of customer A's delivered order",
    unchanged: "customer A's order and the dish are unchanged",
    cells:                              [401,  200,  404,  403,  403,  403,  403,  403],
    request: async (caller) => {
      const dish = await newDish(restaurantA());
      const order = await newOrder({
        customer: customerA(),
        restaurant: restaurantA(),
        dish,
        status: 'Delivered',
        shippingInfo: world.shippingOfA,
      });
      return {
        body: { orderId: order.orderId, type: 'food', foodId: dish.id, rating: 5, comment: 'Lovely' },
        untouched: caller === 'customerA' ? [] : [keys.order(order.orderId), keys.food(dish.id)],
        afterwards: async () =>
          expect(await getItem(keys.food(dish.id))).toMatchObject({ ratingSum: 5, ratingCount: 1 }),
      };
    },
  },
  'orders/list-all': {
    does: 'list every order of the marketplace',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: () => ({}),
  },

  //                                     anon  custA custB pend  selA  selB  adm1  admin
  'admin/login': {
    does: "log in with the admin's email and password",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({
      body: { email: world.admin.email, password: PASSWORD },
      afterwards: (answer) => expect(answer.body).toMatchObject({ token: expect.any(String), isFirstLogin: false }),
    }),
  },
  'admin/update-password': {
    does: 'change the admin password (their own, as an admin)',
    unchanged: "the admin's password is unchanged",
    freshCaller: true,
    cells:                              [401,  403,  403,  403,  403,  403,  200,  200],
    request: (_, who) => ({
      body: {
        email: who?.role === 'admin' ? who.email : world.admin.email,
        currentPassword: PASSWORD,
        newPassword: 'Changed@456',
      },
      untouched: who?.role === 'admin' ? [] : [keys.user(world.admin.id)],
      afterwards: async (answer) => {
        expect(await getItem(keys.user(who!.id))).toMatchObject({ isFirstLogin: false });
        // The change ends the session it was made in; the answer carries the next one.
        expect((await api.call<Body>('admin/stats', { token: who!.token })).status).toBe(401);
        const { token } = answer.body as { token: string };
        expect((await api.call<Body>('admin/stats', { token })).status).toBe(200);
      },
    }),
  },
  'admin/logout': {
    does: 'log out, ending every session of their own account (as an admin)',
    freshCaller: true,
    cells:                              [401,  403,  403,  403,  403,  403,  200,  200],
    request: (_, who) => ({
      afterwards: async (answer) => {
        expect(answer.body.message).toBe('Logged out');
        expect((await api.call<Body>('admin/stats', { token: who!.token })).status).toBe(401);
      },
    }),
  },
  'admin/stats': {
    does: 'read the marketplace dashboard',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: () => ({}),
  },
  'admin/list-sellers': {
    does: 'list the sellers',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: () => ({}),
  },
  'admin/approve-seller': {
    does: 'approve a pending seller',
    unchanged: 'the seller stays unapproved',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: async () => {
      const seller = await newSeller({ approved: false });
      return {
        params: { id: seller.id },
        body: { isApproved: true },
        afterwards: async () => expect(await getItem(keys.user(seller.id))).toMatchObject({ approved: true }),
      };
    },
  },
  'admin/delete-seller': {
    does: 'delete a seller',
    unchanged: 'the seller is still there',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: async () => {
      const seller = await newSeller({ approved: true });
      return {
        params: { id: seller.id },
        afterwards: async () => expect(await getItem(keys.user(seller.id))).toBeUndefined(),
      };
    },
  },
  'admin/list-restaurants': {
    does: 'list every restaurant',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: () => ({}),
  },
  'admin/delete-restaurant': {
    does: 'delete a restaurant',
    unchanged: 'the restaurant is still there',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: async () => {
      const { restaurant } = await newSeller({ approved: true });
      return {
        params: { id: restaurant.id },
        afterwards: async () => expect(await getItem(keys.restaurant(restaurant.id))).toBeUndefined(),
      };
    },
  },
  'admin/list-users': {
    does: 'list the users',
    cells:                              [401,  403,  403,  403,  403,  403,  PW,   200],
    request: () => ({}),
  },

  //                                     anon  custA custB pend  selA  selB  adm1  admin
  'seller/signup': {
    does: 'sign up as a new seller',
    cells:                              [201,  201,  201,  201,  201,  201,  201,  201],
    request: () => ({
      body: {
        sellerName: 'Matrix Owner',
        phone: '9876543210',
        email: `mx-new-seller-${tag()}@example.com`,
        password: PASSWORD,
        restaurantName: 'Matrix Signup Kitchen',
        latitude: 23.2599,
        longitude: 77.4126,
      },
    }),
  },
  'seller/verify': {
    does: 'verify a new seller email with its code',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const email = `mx-new-seller-${tag()}@example.com`;
      const body = {
        sellerName: 'Matrix Owner',
        phone: '9876543210',
        email,
        password: PASSWORD,
        restaurantName: 'Matrix Verify Kitchen',
        latitude: 23.2599,
        longitude: 77.4126,
      };
      const signedUp = await api.call<Body>('seller/signup', { body });
      expect(signedUp.status).toBe(201);
      return { body: { email, verificationEmail: await latestCode(email, 6), requestId: signedUp.body.requestId } };
    },
  },
  'seller/login': {
    does: "log in with seller A's email and password",
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: () => ({
      body: { email: world.sellerA.email, password: PASSWORD },
      afterwards: (answer) => expect(answer.body.token).toEqual(expect.any(String)),
    }),
  },
  'seller/forgot-password': {
    does: 'ask for a seller password reset code',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const { email } = await newSeller({ approved: true });
      return {
        body: { email },
        afterwards: async () => expect(await mailsTo(email)).toHaveLength(1),
      };
    },
  },
  'seller/verify-reset-otp': {
    does: 'trade a seller reset code for a reset token',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const { email } = await newSeller({ approved: true });
      return {
        body: { email, ...(await resetCodeFor(email, pathOf('seller/forgot-password'))) },
        afterwards: (answer) => expect(answer.body.resetToken).toEqual(expect.any(String)),
      };
    },
  },
  'seller/reset-password': {
    does: 'set a new seller password with a reset token',
    cells:                              [200,  200,  200,  200,  200,  200,  200,  200],
    request: async () => {
      const { email } = await newSeller({ approved: true });
      const code = await resetCodeFor(email, pathOf('seller/forgot-password'));
      const verified = await api.call<Body>('seller/verify-reset-otp', { body: { email, ...code } });
      return { body: { email, newPassword: 'Fresh@456', resetToken: verified.body.resetToken } };
    },
  },
  'seller/list-foods': {
    does: 'list their own menu (never seller A’s from B)',
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (caller, who) => ({
      query: { limit: '100' },
      afterwards: (answer) => {
        if (caller === 'sellerA') expect(ids(answer)).toContain(world.cartDish.id);
        const owners = (answer.body.items as { restaurant: { _id: string } }[]).map((food) => food.restaurant._id);
        expect(owners.every((owner) => owner === sellerOf(who).restaurant.id)).toBe(true);
      },
    }),
  },
  'seller/add-food': {
    does: 'add a dish to their own menu',
    cells:                              [401,  403,  403,  NA,   201,  201,  403,  403],
    request: (_, who) => ({
      body: dishBody(`Matrix Added ${tag()}`),
      afterwards: async (answer) => {
        const food = answer.body.food as { _id: string };
        expect(await getItem(keys.food(food._id))).toMatchObject({
          restaurant: { id: sellerOf(who).restaurant.id },
        });
      },
    }),
  },
  'seller/get-food': {
    does: "read seller A's dish",
    cells:                              [401,  403,  403,  NA,   200,  404,  403,  403],
    request: () => ({ params: { id: world.cartDish.id }, untouched: [keys.food(world.cartDish.id)] }),
  },
  'seller/edit-food': {
    does: "edit seller A's dish",
    unchanged: "seller A's dish is unchanged",
    cells:                              [401,  403,  403,  NA,   200,  404,  403,  403],
    request: async (caller) => {
      const dish = await newDish(restaurantA());
      return {
        params: { id: dish.id },
        body: dishBody(`Renamed by ${caller}`, 0),
        untouched: caller === 'sellerA' ? [] : [keys.food(dish.id)],
        afterwards: async () =>
          expect(await getItem(keys.food(dish.id))).toMatchObject({ name: `Renamed by ${caller}`, quantity: 0 }),
      };
    },
  },
  'seller/delete-food': {
    does: "delete seller A's dish",
    unchanged: "seller A's dish is still there",
    cells:                              [401,  403,  403,  NA,   200,  404,  403,  403],
    request: async (caller) => {
      const dish = await newDish(restaurantA());
      return {
        params: { id: dish.id },
        untouched: caller === 'sellerA' ? [] : [keys.food(dish.id)],
        afterwards: async () => expect(await getItem(keys.food(dish.id))).toBeUndefined(),
      };
    },
  },
  'seller/add-category': {
    does: 'add a category',
    cells:                              [401,  403,  403,  NA,   201,  201,  403,  403],
    request: () => ({
      body: { cat: `Matrix Category ${tag()}`, catimg: tiffinPhoto() },
      afterwards: (answer) => void madeCategories.push(answer.body as { _id: string; cat: string }),
    }),
  },
  'seller/list-orders': {
    does: 'list their own restaurant’s orders (never seller A’s from B)',
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (caller, who) => ({
      query: { limit: '100' },
      afterwards: (answer) => {
        if (caller === 'sellerA') expect(ids(answer)).toContain(world.orderOfA.orderId);
        const owners = (answer.body.items as { restaurant: { _id: string } }[]).map((order) => order.restaurant._id);
        expect(owners.every((owner) => owner === sellerOf(who).restaurant.id)).toBe(true);
      },
    }),
  },
  'seller/update-order-status': {
    does: "move seller A's order to Preparing",
    unchanged: "seller A's order is unchanged",
    cells:                              [401,  403,  403,  NA,   200,  404,  403,  403],
    request: async (caller) => {
      const order = await newOrder({
        customer: customerA(),
        restaurant: restaurantA(),
        dish: world.cartDish,
        status: 'Pending',
        shippingInfo: world.shippingOfA,
      });
      return {
        params: { id: order.orderId },
        body: { status: 'Preparing' },
        untouched: caller === 'sellerA' ? [] : [keys.order(order.orderId)],
        afterwards: async () =>
          expect(await getItem(keys.order(order.orderId))).toMatchObject({ orderStatus: 'Preparing' }),
      };
    },
  },
  'seller/reject-order': {
    does: "reject seller A's Pending order with a reason",
    unchanged: "seller A's order is unchanged",
    cells:                              [401,  403,  403,  NA,   200,  404,  403,  403],
    request: (caller) => endOrderOfA(caller, 'sellerA', 'Rejected'),
  },
  'seller/stats': {
    does: 'read their own dashboard (never seller A’s figures from B)',
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (caller) => ({
      // Seller A's stored 7, and the orders other cells placed since, which count at once.
      afterwards: (answer) =>
        caller === 'sellerA'
          ? expect(answer.body.totalWeeklyOrders).toBeGreaterThanOrEqual(7)
          : expect(answer.body).toMatchObject({ totalWeeklyOrders: 0, waitingOrders: 0 }),
    }),
  },
  'seller/get-profile': {
    does: 'read their own profile',
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (_, who) => ({
      afterwards: (answer) =>
        expect(answer.body).toMatchObject({ email: who!.email, restaurantName: sellerOf(who).restaurant.name }),
    }),
  },
  'seller/update-profile': {
    does: 'update their own profile and move their own restaurant (to where it is, so the other cells keep it)',
    keeps: "the other seller's account, restaurant and dishes are unchanged",
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (caller, who) => {
      const other = otherSeller(caller);
      const own = who?.role === 'seller' ? sellerOf(who) : world.sellerA;
      return {
        body: {
          sellerName: `Owner ${caller}`,
          phone: '9123456780',
          restaurantName: own.restaurant.name,
          description: `Updated by ${caller}`,
          latitude: String(CITY.latitude),
          longitude: CITY.longitude,
        },
        untouched: [
          keys.user(other.id),
          keys.restaurant(other.restaurant.id),
          ...(other === world.sellerA ? [keys.food(world.cartDish.id)] : []),
        ],
        afterwards: async () => {
          expect(await getItem(keys.user(own.id))).toMatchObject({ username: `Owner ${caller}` });
          expect(await getItem(keys.restaurant(own.restaurant.id))).toMatchObject({
            description: `Updated by ${caller}`,
            city: CITY.city,
            latitude: CITY.latitude,
          });
        },
      };
    },
  },
  'seller/create-upload': {
    does: 'get a form to upload a photo under their own prefix',
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (_, who) => ({
      body: { contentType: 'image/jpeg' },
      nothingChanges: true,
      afterwards: (answer) => {
        const fields = answer.body.fields as Record<string, string>;
        expect(fields.key).toBe(`uploads/${who!.id}/${answer.body.id as string}`);
        expect(fields['Content-Type']).toBe('image/jpeg');
      },
    }),
  },
  'seller/get-upload': {
    does: "read seller A's uploaded photo (B only ever sees its own prefix: pending, no path)",
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: async (caller) => {
      const id = await readyPhotoOfA();
      return {
        params: { id },
        afterwards: (answer) =>
          expect(answer.body).toEqual(
            caller === 'sellerA'
              ? expect.objectContaining({ status: 'ready', path: `/photos/${world.sellerA.id}/${id}-640.webp` })
              : { status: 'pending' },
          ),
      };
    },
  },
  'seller/update-hours': {
    does: 'set their own opening hours',
    keeps: "the other seller's restaurant is unchanged",
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (caller, who) => {
      const other = otherSeller(caller);
      const own = who?.role === 'seller' ? sellerOf(who) : world.sellerA;
      const hours = Array.from({ length: 7 }, () => ({ open: '07:00', close: '22:30' }));
      return {
        body: { hours, paused: false },
        untouched: [keys.restaurant(other.restaurant.id)],
        afterwards: async () => {
          expect(await getItem(keys.restaurant(own.restaurant.id))).toMatchObject({ hours, paused: false });
          // Always open again, so the cart and checkout cells of this file find the restaurant open at any hour.
          await setAttributes(keys.restaurant(own.restaurant.id), { hours: null });
        },
      };
    },
  },
  'seller/logout': {
    does: 'log out, ending every session of their own account (as a seller)',
    freshCaller: true,
    cells:                              [401,  403,  403,  NA,   200,  200,  403,  403],
    request: (_, who) => ({
      afterwards: async (answer) => {
        expect(answer.body.message).toBe('Logged out');
        expect((await api.call<Body>('seller/get-profile', { token: who!.token })).status).toBe(401);
      },
    }),
  },
};

const label = (id: RouteId) => `${routes[id].method} ${routes[id].path}`;

function cellName(row: Row, caller: Caller, index: number, mutates: boolean) {
  const { status, code } = expectedOf(row.cells[index]!);
  const who = CALLER_NAMES[caller];
  if (status < 400) return `${who} may ${row.does}: ${status}${row.keeps ? `, and ${row.keeps}` : ''}`;
  const answer = code ? `${status} ${code}` : `${status}`;
  const rest = mutates ? `, and ${row.unchanged ?? 'nothing changes'}` : '';
  return `${who} cannot ${row.does}: ${answer}${rest}`;
}

async function runCell(id: RouteId, row: Row, caller: Caller, index: number) {
  const route = routes[id];
  const want = expectedOf(row.cells[index]!);
  const who = row.freshCaller ? await freshIdentity(caller) : identityOf(world, caller);
  const request = await row.request(caller, who);
  const untouched = request.untouched ?? [];
  const refused = want.status >= 400;
  const mutates = route.method !== 'GET';

  const keptBefore = await readItems(untouched);
  for (const [i, item] of keptBefore.entries()) expect(item, `${untouched[i]!.PK} exists before`).toBeDefined();
  const tableBefore = (refused && mutates) || request.nothingChanges ? await tableSnapshot() : undefined;

  const answer = await api.call<Body>(id, {
    token: who?.token,
    params: request.params,
    body: request.body,
    rawBody: request.rawBody,
    query: request.query,
    headers: request.headers,
  });

  expect(answer.status, JSON.stringify(answer.body)).toBe(want.status);
  if (refused) {
    expect(answer.body.message).toEqual(want.message ?? expect.any(String));
    // A plain refusal carries no code; the two special 403s carry theirs.
    expect(answer.body.code).toBe(want.code);
  }
  expect(await readItems(untouched), 'the other owner’s items').toEqual(keptBefore);
  if (tableBefore) expect(await tableSnapshot(), 'the whole table').toEqual(tableBefore);
  if (!refused) await request.afterwards?.(answer);
}

describe('the matrix', () => {
  it('has one row for every route of the route table, and none of its own', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(routes).sort());
    expect(Object.keys(MATRIX)).toHaveLength(routeList.length);
  });

  it("agrees with the route table's roles: anonymous is refused exactly on the protected routes", () => {
    for (const id of Object.keys(MATRIX) as RouteId[]) {
      const anonymous = expectedOf(MATRIX[id].cells[CALLERS.indexOf('anonymous')]!).status;
      expect(anonymous === 401, label(id)).toBe(routes[id].role !== 'public');
    }
  });
});

describe.each((Object.keys(MATRIX) as RouteId[]).map((id) => [label(id), id] as const))('%s', (_, id) => {
  const row = MATRIX[id];
  const mutates = routes[id].method !== 'GET';
  it.each(CALLERS.map((caller, index) => [cellName(row, caller, index, mutates), caller, index] as const))(
    '%s',
    async (__, caller, index) => runCell(id, row, caller, index),
  );
});

describe('ownership the matrix cells cannot show', () => {
  it("an admin cannot change another admin's password: 403, and the other admin's password is unchanged", async () => {
    const [first, other] = [await freshIdentity('firstLoginAdmin'), world.admin];
    const before = await getItem(keys.user(other.id));
    for (const who of [first!, await freshIdentity('admin')]) {
      const answer = await api.call<Body>('admin/update-password', {
        token: who!.token,
        body: { email: other.email, currentPassword: PASSWORD, newPassword: 'Stolen@456' },
      });
      expect(answer).toMatchObject({ status: 403, body: { message: 'You can only change your own password.' } });
    }
    expect(await getItem(keys.user(other.id))).toEqual(before);
    expect(await getItem(keys.user(first!.id))).toMatchObject({ isFirstLogin: true });
  });

  it("a customer's token is no webhook signature: an unsigned event is a 400 and changes nothing", async () => {
    const paymentIntentId = await paidPaymentOfA();
    const before = await tableSnapshot();
    const payload = JSON.stringify({
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId, object: 'payment_intent' } },
    });
    const answer = await api.call<Body>('payment/webhook', { token: customerA().token, rawBody: payload });
    expect(answer.status).toBe(400);
    expect(await tableSnapshot()).toEqual(before);
  });

  it("customer B cannot page on with customer A's orders cursor: 400", async () => {
    for (let i = 0; i < 2; i++) {
      await newOrder({
        customer: customerA(),
        restaurant: restaurantA(),
        dish: world.cartDish,
        status: 'Pending',
        shippingInfo: world.shippingOfA,
      });
    }
    const first = await api.call<Body>('orders/list-mine', { token: customerA().token, query: { limit: '1' } });
    const cursor = first.body.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const stolen = await api.call<Body>('orders/list-mine', { token: world.customerB.token, query: { cursor } });
    expect(stolen).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it("seller B cannot page on with seller A's menu or orders cursor: 400", async () => {
    await newOrder({
      customer: customerA(),
      restaurant: restaurantA(),
      dish: world.cartDish,
      status: 'Pending',
      shippingInfo: world.shippingOfA,
    });
    for (const path of [pathOf('seller/list-foods'), pathOf('seller/list-orders')]) {
      const first = await api.raw<Body>('GET', path, { token: world.sellerA.token, query: { limit: '1' } });
      const cursor = first.body.nextCursor as string;
      expect(cursor, path).toEqual(expect.any(String));
      const stolen = await api.raw<Body>('GET', path, { token: world.sellerB.token, query: { cursor } });
      expect(stolen, path).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    }
  });
});
