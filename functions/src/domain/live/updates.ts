import type { OrderUpdate } from '@tiffin/shared/api/live';
import { Forbidden, Unauthorized } from '#platform/errors';
import type { Claims } from '#platform/tokens';
import type { AccountRecord, LiveAudience, LiveConnection, OrderRecord } from '#domain/model';
import type { Clock, Ports } from '#domain/ports';
import { checkStanding } from '#domain/users/standing';

/**
 * Live order updates (README "Live order updates"): a signed-in customer's socket hears their own orders, a seller's
 * socket its restaurant's; the publisher tells both when an order is placed or moves.
 */

/** API Gateway closes every WebSocket after two hours; the record goes with it (TTL). */
export const CONNECTION_LIFETIME_MS = 2 * 60 * 60 * 1000;

export interface ConnectionStore {
  saveConnection(connection: LiveConnection): Promise<void>;
  getConnection(connectionId: string): Promise<LiveConnection | undefined>;
  deleteConnection(connection: Pick<LiveConnection, 'connectionId' | 'audience'>): Promise<void>;
  connectionsOf(audience: LiveAudience, nowMs: number): Promise<LiveConnection[]>;
}

export interface SocketPoster {
  postToConnection(connectionId: string, data: string): Promise<'sent' | 'gone'>;
  /** Closes the socket (API Gateway's DeleteConnection); one already gone is no error. */
  closeConnection(connectionId: string): Promise<void>;
}

/** One account's open sockets (a customer's, or a seller's restaurant's): when one more opens, the oldest closes. */
export const MAX_SOCKETS_PER_ACCOUNT = 10;

export const LIVE_MESSAGES = {
  notListener: 'Only customers and sellers receive live order updates.',
  noRestaurant: 'Your seller account has no restaurant.',
} as const;

/**
 * A socket's sign-in ($connect): the caller's token was verified; their standing is checked as on every protected
 * call (a reset password, a revoked seller, a deleted account are refused) and the socket recorded for its audience.
 */
export async function admitListener(
  { accounts, connections, clock }: Pick<Ports, 'accounts'> & { connections: ConnectionStore; clock: Clock },
  caller: Claims,
  connectionId: string,
): Promise<LiveAudience> {
  if (caller.role === 'admin') throw new Forbidden(LIVE_MESSAGES.notListener);
  const account = await checkStanding({ accounts }, caller, false);
  let audience: LiveAudience;
  if (caller.role === 'customer') audience = { kind: 'customer', id: account.id };
  else if (account.restaurantId) audience = { kind: 'restaurant', id: account.restaurantId };
  else throw new Unauthorized(LIVE_MESSAGES.noRestaurant);
  await connections.saveConnection({
    connectionId,
    audience,
    expiresAtMs: clock.now().getTime() + CONNECTION_LIFETIME_MS,
  });
  return audience;
}

/** A socket closed ($disconnect): its records go. */
export async function forgetListener({ connections }: { connections: ConnectionStore }, connectionId: string) {
  const connection = await connections.getConnection(connectionId);
  if (connection) await connections.deleteConnection(connection);
}

/** Whose sockets an account's are: a customer's own, a seller's restaurant's; an admin has none. */
export function audienceOfAccount(
  account: Pick<AccountRecord, 'id' | 'role' | 'restaurantId'>,
): LiveAudience | undefined {
  if (account.role === 'customer') return { kind: 'customer', id: account.id };
  if (account.role === 'seller' && account.restaurantId) return { kind: 'restaurant', id: account.restaurantId };
  return undefined;
}

type AccountImage = Pick<AccountRecord, 'id' | 'role' | 'restaurantId' | 'tokenVersion' | 'approved'>;

/**
 * The account whose sockets must close after a change of its item: deleted, its tokens revoked (a password reset or
 * change raises tokenVersion), or a seller's approval withdrawn. The standing check already refuses new sockets and
 * calls; this reaches the sockets opened before.
 */
export function revokedAudienceOf(
  before: AccountImage | undefined,
  after: AccountImage | undefined,
): LiveAudience | undefined {
  if (!before) return undefined;
  const revoked =
    !after ||
    (before.tokenVersion ?? 0) !== (after.tokenVersion ?? 0) ||
    (before.role === 'seller' && before.approved === true && after.approved !== true);
  return revoked ? audienceOfAccount(before) : undefined;
}

/**
 * Closes an audience's sockets but the `keep` newest (0: all of them) and forgets their records; a socket already
 * gone is forgotten too. Answers how many closed.
 */
export async function closeSockets(
  { connections, sockets, clock }: { connections: ConnectionStore; sockets: SocketPoster; clock: Clock },
  audience: LiveAudience,
  keep = 0,
): Promise<number> {
  const open = await connections.connectionsOf(audience, clock.now().getTime());
  // Newest first: each record expires a fixed time after its socket opened.
  const closing = open
    .sort((a, b) => b.expiresAtMs - a.expiresAtMs || a.connectionId.localeCompare(b.connectionId))
    .slice(keep);
  await Promise.all(
    closing.map(async (connection) => {
      await sockets.closeConnection(connection.connectionId);
      await connections.deleteConnection(connection);
    }),
  );
  return closing.length;
}

type OrderImage = Pick<OrderRecord, 'orderId' | 'userId' | 'restaurantId' | 'orderStatus' | 'paymentStatus'>;

/** What a stream record means to listeners: a new order, a changed status, or nothing worth telling. */
export function orderUpdateOf(before: OrderImage | undefined, after: OrderImage): OrderUpdate | undefined {
  const { orderId, orderStatus, paymentStatus } = after;
  if (before && before.orderStatus === orderStatus && before.paymentStatus === paymentStatus) return undefined;
  return { type: 'order', change: before ? 'changed' : 'placed', orderId, orderStatus, paymentStatus };
}

/**
 * Tells the order's customer and its restaurant, and no one else, on every socket they have open; a socket that is
 * gone (410) is forgotten. A socket that fails otherwise is skipped (logged by the caller), never the others.
 */
export async function publishOrderUpdate(
  {
    connections,
    sockets,
    clock,
  }: {
    connections: ConnectionStore;
    sockets: SocketPoster;
    clock: Clock;
  },
  order: Pick<OrderImage, 'userId' | 'restaurantId'>,
  update: OrderUpdate,
): Promise<{ sent: number; gone: number; failed: unknown[] }> {
  const nowMs = clock.now().getTime();
  const audiences: LiveAudience[] = [
    { kind: 'customer', id: order.userId },
    { kind: 'restaurant', id: order.restaurantId },
  ];
  const listeners = (await Promise.all(audiences.map((audience) => connections.connectionsOf(audience, nowMs)))).flat();
  const data = JSON.stringify(update);
  const result = { sent: 0, gone: 0, failed: [] as unknown[] };
  await Promise.all(
    listeners.map(async (listener) => {
      try {
        if ((await sockets.postToConnection(listener.connectionId, data)) === 'sent') result.sent++;
        else {
          result.gone++;
          await connections.deleteConnection(listener);
        }
      } catch (error) {
        result.failed.push(error);
      }
    }),
  );
  return result;
}
