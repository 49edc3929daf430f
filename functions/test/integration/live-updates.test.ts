import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PROTOCOL, liveProtocols, type OrderUpdate } from '@tiffin/shared/api/live';
import type { SocketServer, StreamReader } from '@tiffin/local/live';
import { keys } from '#data/keys';
import { getItem, setAttributes } from './support/table.ts';
import { CITY, newCustomer, newSeller, tag, type Identity, type SellerIdentity } from './support/people.ts';
import { newDish, newOrder } from './support/records.ts';
import { tokenFor } from './support/api.ts';
import { forgedToken } from './support/tampered.ts';
import { useStack } from './support/stack.ts';

/**
 * Live order updates through `npm start`'s local socket server and DynamoDB Local's stream, which run the same
 * $connect handler and publisher Lambda runs: who may listen, and who hears what.
 */
let sockets: SocketServer;
let socketUrl: string;
let reader: StreamReader;
const open: WebSocket[] = [];

// The socket server's callback address is read by the handlers as they load, so it is set before the API starts.
const { api } = await useStack({
  beforeStart: async () => {
    const { createSocketServer, startStreamReader } = await import('@tiffin/local/live');
    sockets = await createSocketServer();
    sockets.listen(0, '127.0.0.1');
    await once(sockets, 'listening');
    const { port } = sockets.address() as AddressInfo;
    socketUrl = `ws://127.0.0.1:${port}`;
    process.env.SOCKET_CALLBACK_URL = `http://127.0.0.1:${port}${sockets.callbackPath}`;
    reader = await startStreamReader(inject('dynamoEndpoint'), process.env.TABLE_NAME!);
  },
});
afterAll(async () => {
  for (const ws of open) ws.terminate();
  await reader?.stop();
  await new Promise((resolve) => sockets?.close(resolve));
});

interface Listener {
  ws: WebSocket;
  heard: OrderUpdate[];
  /** Resolves with the first update of this order that satisfies `test`. */
  hears: (orderId: string, test?: (update: OrderUpdate) => boolean) => Promise<OrderUpdate>;
}

/** Opens a socket as a browser does, with the token as the second subprotocol; rejects with the refusal's status. */
function listen(protocols: string[] | undefined): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(socketUrl, protocols);
    open.push(ws);
    const heard: OrderUpdate[] = [];
    const waiting = new Set<() => void>();
    ws.on('message', (data) => {
      heard.push(JSON.parse(String(data)) as OrderUpdate);
      for (const wake of waiting) wake();
    });
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    ws.once('error', (error) => reject(error));
    ws.once('open', () =>
      resolve({
        ws,
        heard,
        hears: (orderId, test = () => true) =>
          new Promise((found, timedOut) => {
            const check = () => {
              const update = heard.find((u) => u.orderId === orderId && test(u));
              if (update) {
                waiting.delete(check);
                clearTimeout(timer);
                found(update);
              }
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              timedOut(new Error(`no update of ${orderId} within 5 s; heard ${JSON.stringify(heard)}`));
            }, 5_000);
            waiting.add(check);
            check();
          }),
      }),
    );
  });
}

const listenAs = (identity: Pick<Identity, 'token'>) => listen(liveProtocols(identity.token));
const SHIPPING = {
  address: '1 Test Road',
  city: CITY.city,
  state: 'Madhya Pradesh',
  country: 'India',
  pincode: '462001',
  phoneNo: '9876543210',
};

/** An order paid now, as checkout writes it. */
async function placeOrder(customer: Identity, seller: SellerIdentity) {
  const dish = await newDish(seller.restaurant);
  return newOrder({
    customer,
    restaurant: seller.restaurant,
    dish,
    status: 'Pending',
    shippingInfo: SHIPPING as never,
  });
}

const moveOrder = (orderId: string, orderStatus: string) => setAttributes(keys.order(orderId), { orderStatus });

describe('who may open a live-updates socket', () => {
  it('a socket without a token is refused with 401', async () => {
    await expect(listen(undefined)).rejects.toThrow('refused 401');
    await expect(listen([LIVE_PROTOCOL])).rejects.toThrow('refused 401');
  });

  it('a socket with a forged or expired token is refused with 401', async () => {
    const customer = await newCustomer();
    await expect(listen(liveProtocols(forgedToken(customer.token)))).rejects.toThrow('refused 401');
    await expect(listen(liveProtocols('not.a.token'))).rejects.toThrow('refused 401');
    await expect(listen(['another.protocol', customer.token])).rejects.toThrow('refused 401');
  });

  it('a token issued before a password reset is refused (the standing check of every protected call)', async () => {
    const customer = await newCustomer();
    await setAttributes(keys.user(customer.id), { tokenVersion: 1 });
    await expect(listenAs(customer)).rejects.toThrow('refused 401');
  });

  it('a seller the admin has not approved, and an admin, are refused with 403', async () => {
    const pending = await newSeller({ approved: false });
    await expect(listenAs(pending)).rejects.toThrow('refused 403');
    await expect(listenAs({ token: await tokenFor('admin') })).rejects.toThrow('refused 403');
  });

  it('a signed-in customer is answered with our subprotocol, never echoing the token', async () => {
    const customer = await newCustomer();
    const { ws } = await listenAs(customer);
    expect(ws.protocol).toBe(LIVE_PROTOCOL);
  });

  it('a closed socket leaves no record behind', async () => {
    const customer = await newCustomer();
    const { ws } = await listenAs(customer);
    const records = () =>
      import('#data/connections').then((c) => c.connectionsOf({ kind: 'customer', id: customer.id }, Date.now()));
    expect(await records()).toHaveLength(1);
    ws.close();
    await expect.poll(records, { timeout: 5_000 }).toHaveLength(0);
  });
});

describe('who hears an order move', () => {
  it("a customer and the restaurant's seller both hear a new paid order, then each step to Delivered", async () => {
    const [customer, seller] = [await newCustomer(), await newSeller({ approved: true })];
    const [buyer, kitchen] = [await listenAs(customer), await listenAs(seller)];
    const order = await placeOrder(customer, seller);
    const placed = {
      type: 'order',
      change: 'placed',
      orderId: order.orderId,
      orderStatus: 'Pending',
      paymentStatus: 'Paid',
    };
    expect(await buyer.hears(order.orderId)).toEqual(placed);
    expect(await kitchen.hears(order.orderId)).toEqual(placed);

    await moveOrder(order.orderId, 'Preparing');
    await moveOrder(order.orderId, 'Delivered');
    for (const listener of [buyer, kitchen]) {
      expect(await listener.hears(order.orderId, (u) => u.orderStatus === 'Delivered')).toEqual({
        ...placed,
        change: 'changed',
        orderStatus: 'Delivered',
      });
      expect(listener.heard.map((u) => u.orderStatus)).toEqual(['Pending', 'Preparing', 'Delivered']);
    }
  });

  it("a customer's socket hears nothing of another customer's order, a seller's nothing of another restaurant's", async () => {
    const [alice, bob] = [await newCustomer(), await newCustomer()];
    const [sellerA, sellerB] = [await newSeller({ approved: true }), await newSeller({ approved: true })];
    const [bobHears, sellerBHears] = [await listenAs(bob), await listenAs(sellerB)];
    const [aliceHears] = [await listenAs(alice)];
    const theirs = await placeOrder(alice, sellerA);
    // Bob's own order at restaurant B, placed after Alice's: once each hears it, Alice's would have come first.
    const mine = await placeOrder(bob, sellerB);
    await aliceHears.hears(theirs.orderId);
    await bobHears.hears(mine.orderId);
    await sellerBHears.hears(mine.orderId);
    expect(bobHears.heard.map((u) => u.orderId)).toEqual([mine.orderId]);
    expect(sellerBHears.heard.map((u) => u.orderId)).toEqual([mine.orderId]);
    expect(aliceHears.heard.map((u) => u.orderId)).toEqual([theirs.orderId]);
  });

  it('a message carries the order id and statuses only: no name, address, email or amount', async () => {
    const [customer, seller] = [await newCustomer(), await newSeller({ approved: true })];
    const kitchen = await listenAs(seller);
    const order = await placeOrder(customer, seller);
    expect(Object.keys(await kitchen.hears(order.orderId)).sort()).toEqual(
      ['change', 'orderId', 'orderStatus', 'paymentStatus', 'type'].sort(),
    );
  });

  it('a change that is not a status (a review flag) is not announced', async () => {
    const [customer, seller] = [await newCustomer(), await newSeller({ approved: true })];
    const buyer = await listenAs(customer);
    const order = await placeOrder(customer, seller);
    await buyer.hears(order.orderId);
    await setAttributes(keys.order(order.orderId), { restaurantReviewed: true });
    await moveOrder(order.orderId, 'Preparing');
    await buyer.hears(order.orderId, (u) => u.orderStatus === 'Preparing');
    expect(buyer.heard).toHaveLength(2);
  });

  it('a socket that went away without saying so (410) is forgotten when an order is published', async () => {
    const [customer, seller] = [await newCustomer(), await newSeller({ approved: true })];
    const ghost = `ghost-${tag()}`;
    const { saveConnection } = await import('#data/connections');
    await saveConnection({
      connectionId: ghost,
      audience: { kind: 'customer', id: customer.id },
      expiresAtMs: Date.now() + 60_000,
    });
    const buyer = await listenAs(customer);
    const order = await placeOrder(customer, seller);
    await buyer.hears(order.orderId);
    await expect.poll(() => getItem(keys.connection(ghost)), { timeout: 5_000 }).toBeUndefined();
  });
});

/** Resolves with the close code once the server closes the socket; rejects if it is still open after 5 s. */
function closedBy(ws: WebSocket): Promise<number> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve(-1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket is still open after 5 s')), 5_000);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe('revocation reaches open sockets', () => {
  it("a customer's password reset closes the sockets a thief opened with the old token", async () => {
    const customer = await newCustomer();
    const [first, second] = [await listenAs(customer), await listenAs(customer)];
    // What a reset or a password change writes: the account's token version goes up.
    await setAttributes(keys.user(customer.id), { tokenVersion: 1 });
    await Promise.all([closedBy(first.ws), closedBy(second.ws)]);
    const { connectionsOf } = await import('#data/connections');
    await expect
      .poll(() => connectionsOf({ kind: 'customer', id: customer.id }, Date.now()), { timeout: 5_000 })
      .toHaveLength(0);
  });

  it("the admin's revoke closes the seller's open sockets, and the seller hears no more orders", async () => {
    const seller = await newSeller({ approved: true });
    const kitchen = await listenAs(seller);
    const revoked = await api.call('admin/approve-seller', {
      params: { id: seller.id },
      token: await tokenFor('admin'),
      body: { isApproved: false },
    });
    expect(revoked.status).toBe(200);
    await closedBy(kitchen.ws);
    await expect(listenAs(seller)).rejects.toThrow('refused 403');
  });

  it("another customer's password reset closes none of mine", async () => {
    const [mine, theirs] = [await newCustomer(), await newCustomer()];
    const [myListener, theirListener] = [await listenAs(mine), await listenAs(theirs)];
    await setAttributes(keys.user(theirs.id), { tokenVersion: 1 });
    await closedBy(theirListener.ws);
    expect(myListener.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('one account opens at most 10 sockets', () => {
  it('an 11th socket of one account closes the oldest, and the ten newest still hear orders', async () => {
    const [customer, seller] = [await newCustomer(), await newSeller({ approved: true })];
    const listeners: Listener[] = [];
    for (let i = 0; i < 11; i++) listeners.push(await listenAs(customer));
    const [oldest, ...newest] = listeners;
    await closedBy(oldest!.ws);
    const order = await placeOrder(customer, seller);
    for (const listener of newest) await listener.hears(order.orderId);
    expect(newest.every((listener) => listener.ws.readyState === WebSocket.OPEN)).toBe(true);
  });
});
