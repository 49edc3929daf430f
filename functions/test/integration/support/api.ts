import { expect } from 'vitest';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pathFor, routes, type RouteId } from '@tiffin/shared/api/routes';
import type { AccountRole } from '#platform/tokens';
import { READY_ADMIN_ID } from './accounts.ts';
import { getItem, putItem } from './table.ts';

const DEFAULT_ACCOUNT: Record<AccountRole, string> = {
  customer: 'u-customer',
  seller: 'u-seller-blr',
  admin: READY_ADMIN_ID,
};

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, for malformed JSON. */
  rawBody?: string;
  token?: string;
  /** The `{name}` placeholders of the route's path. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Any other request headers (an Origin, a webhook's signature, another content type). */
  headers?: Record<string, string>;
  /** The client's source address (127.0.0.x, see `newClient`): the address the abuse limits count by. */
  from?: string;
}

let nextAddress = 10;
/** A client of its own: a loopback address (127.0.0.x) no other test of the file uses, as a different machine would be. */
export const newClient = () => `127.0.0.${nextAddress++}`;

/** The path of a route of THE route table, its placeholders filled: what every test calls instead of a literal path. */
export const pathOf = (id: RouteId, params: Record<string, string> = {}) => pathFor(routes[id].path, params);

/** One HTTP request to `base`, over node:http so that a test can choose the client's source address. */
function httpRequest<T>(base: string, method: string, path: string, options: CallOptions): Promise<ApiAnswer<T>> {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: (text ? JSON.parse(text) : undefined) as T,
              headers: answerHeaders,
            });
          } catch (error) {
            reject(
              new Error(`${method} ${path} answered ${res.statusCode} with no JSON: ${text.slice(0, 200)}`, {
                cause: error,
              }),
            );
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The local API Gateway in this process, serving the real handler files over HTTP: the tests' one HTTP client. */
export async function startApi() {
  const { createGateway } = await import('@tiffin/local/gateway');
  const server: Server = await createGateway();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Calls a route of THE route table by its id: its method and path come from the declaration. */
  function call<T = { message: string }>(id: RouteId, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    return httpRequest<T>(base, routes[id].method, pathOf(id, options.params), options);
  }

  /**
   * A request with a method and path of the test's own, for what no declaration holds on purpose: a wrong method,
   * a malformed or unknown path, a path of the local cloud beside the API.
   */
  function raw<T = { message: string }>(method: string, path: string, options: CallOptions = {}) {
    return httpRequest<T>(base, method, path, options);
  }

  /**
   * Every item of a paged list, following its cursor: a worker's table also holds what the other files of that
   * worker made, so a first page need not hold the item a test looks for.
   */
  async function allPages<T>(path: string, token: string, query: Record<string, string> = {}, limit = '5') {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const page: ApiAnswer<{ items: T[]; nextCursor: string | null }> = await raw('GET', path, {
        token,
        query: { ...query, limit, ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(Number(limit));
      items.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    return items;
  }

  return { base, call, raw, allPages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type Api = Awaited<ReturnType<typeof startApi>>;
/**
 * A valid token for a role, signed with the run's key; by default for a seeded account in good standing.
 * The preset reads the caller's account on every protected call, so a customer made up for a test
 * (a buyer id) gets an account here, as sign-up would have made; it carries no admin-list keys.
 */
export async function tokenFor(role: AccountRole, sub = DEFAULT_ACCOUNT[role]): Promise<string> {
  const { signToken } = await import('#platform/tokens');
  const { keys } = await import('#data/keys');
  const account = await getItem(keys.user(sub));
  if (!account && role === 'customer') {
    await putItem({
      ...keys.user(sub),
      entity: 'Account',
      id: sub,
      role,
      username: 'Test Buyer',
      email: `${sub}@buyers.example.com`,
      phoneno: '9876543210',
      passwordHash: 'none',
      verified: true,
      createdAt: new Date().toISOString(),
    });
  }
  return signToken({ sub, role, ver: (account?.tokenVersion as number | undefined) ?? 0 });
}
