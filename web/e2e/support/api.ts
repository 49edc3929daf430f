import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './stacks';
import type { AdminLoginAnswer, AdminPasswordAnswer, SellerPage, SellerRow } from '@tiffin/shared/api/admin';
import { pathFor, routes, type RouteId } from '@tiffin/shared/api/routes';

/** The API of this worker's stack, which the e2e specs set up data through (support/stacks.ts). */
export const api = apiUrl;

/** The address of a route of the route table on this worker's stack, its `{name}` placeholders filled. */
export const endpoint = (id: RouteId, params: Record<string, string> = {}) =>
  `${api}${pathFor(routes[id].path, params)}`;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The seeded admin (local/src/seed-data.ts). It signs in with its initial password until someone finishes
 * the first login; every spec then changes the password to the same agreed one, so either may be the one.
 */
export const admin = { email: 'admin@tiffin.local', initialPassword: 'Admin@123', newPassword: 'Admin@456' };

/** One admin token serves the run (failed admin logins are rate limited per email and address). */
let sharedToken: string | undefined;

/** An admin token with the first login finished (through the API), so every admin route answers. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (sharedToken) return sharedToken;
  for (const password of [admin.initialPassword, admin.newPassword]) {
    const login = await request.post(endpoint('admin/login'), { data: { email: admin.email, password } });
    if (login.status() === 401) continue;
    expect(login.ok(), await login.text()).toBe(true);
    const { token, isFirstLogin } = (await login.json()) as AdminLoginAnswer;
    sharedToken = token;
    if (isFirstLogin) {
      const update = await request.put(endpoint('admin/update-password'), {
        headers: bearer(token),
        data: { email: admin.email, currentPassword: password, newPassword: admin.newPassword },
      });
      expect(update.ok(), await update.text()).toBe(true);
      // The change ends the session it was made in; its answer carries the next one.
      sharedToken = ((await update.json()) as AdminPasswordAnswer).token;
    }
    return sharedToken;
  }
  throw new Error('The admin could not sign in with either password');
}

/** The admin's row of the seller with this email, looked up page by page. */
export async function sellerByEmail(request: APIRequestContext, token: string, email: string): Promise<SellerRow> {
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await request.get(`${endpoint('admin/list-sellers')}?limit=100${query}`, {
      headers: bearer(token),
    });
    expect(response.ok(), await response.text()).toBe(true);
    const page = (await response.json()) as SellerPage;
    const seller = page.items.find((row) => row.email === email);
    if (seller) return seller;
    cursor = page.nextCursor;
  } while (cursor);
  throw new Error(`No seller ${email} in the admin's list`);
}
