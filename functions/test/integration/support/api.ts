import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
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
  query?: Record<string, string>;
  /** Any other request headers (an Origin, say). */
  headers?: Record<string, string>;
}

/** The local API Gateway in this process, serving the real handler files over HTTP. */
export async function startApi() {
  const { createGateway } = await import('@tiffin/local/gateway');
  const server: Server = await createGateway();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call<T = { message: string }>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiAnswer<T>> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  }

  /**
   * Every item of a paged list, following its cursor: a worker's table also holds what the other files of that
   * worker made, so a first page need not hold the item a test looks for.
   */
  async function allPages<T>(path: string, token: string, query: Record<string, string> = {}, limit = '5') {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const page: ApiAnswer<{ items: T[]; nextCursor: string | null }> = await call('GET', path, {
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

  return { base, call, allPages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
