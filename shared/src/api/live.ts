import type { OrderStatus, PaymentStatus } from './orders.ts';

/**
 * Live order updates (README "Live order updates"): the one message a socket carries, from the server to a
 * signed-in customer or seller, and how a socket signs in. The same protocol in AWS (API Gateway WebSocket API)
 * and on a laptop (`npm start`'s local socket server).
 *
 * The access token travels as the second WebSocket subprotocol (`Sec-WebSocket-Protocol: tiffin.live.v1, <jwt>`),
 * never in the URL, so no access log, proxy or browser history keeps it; the server answers `tiffin.live.v1`.
 */
export const LIVE_PROTOCOL = 'tiffin.live.v1';

/** The subprotocols a browser offers: ours, then the token (a JWT is made of RFC 6455 token characters). */
export const liveProtocols = (token: string) => [LIVE_PROTOCOL, token];

/**
 * An order was placed (paid) or changed its order or payment status. Only the order's id and statuses: the page
 * refetches what it shows through the HTTP API, which checks the caller as it always does, so a message never
 * carries more than its listener could read there.
 */
export interface OrderUpdate {
  type: 'order';
  change: 'placed' | 'changed';
  orderId: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}

/** What the browser sends now and then, so an idle socket is not closed (API Gateway's idle timeout: 10 minutes). */
export const LIVE_PING = JSON.stringify({ action: 'ping' });

/** A message from the socket, if it is an order update; anything else is ignored. */
export function parseOrderUpdate(data: unknown): OrderUpdate | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as Partial<OrderUpdate>;
    if (value.type !== 'order' || typeof value.orderId !== 'string' || typeof value.orderStatus !== 'string') {
      return undefined;
    }
    if (value.change !== 'placed' && value.change !== 'changed') return undefined;
    return value as OrderUpdate;
  } catch {
    return undefined;
  }
}
