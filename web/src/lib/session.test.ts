import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/mock-api';
import { api } from './api-client';
import { clearToken, getToken, onSessionExpired, sessionExpired, setToken, tokenKey } from './session';
import { catalogueListCategoriesRoute } from '@tiffin/shared/api/routes/catalogue';
import { usersLoginRoute, usersUserInfoRoute } from '@tiffin/shared/api/routes/users';
import { adminStatsRoute } from '@tiffin/shared/api/routes/admin';

describe('session', () => {
  it('one token per role is kept in sessionStorage under tiffin.token.<role>', () => {
    setToken('customer', 'c-token');
    setToken('seller', 's-token');

    expect(window.sessionStorage.getItem('tiffin.token.customer')).toBe('c-token');
    expect(window.sessionStorage.getItem('tiffin.token.seller')).toBe('s-token');
    expect(window.localStorage.length).toBe(0);

    clearToken('customer');
    expect(getToken('customer')).toBeNull();
    expect(getToken('seller')).toBe('s-token');
  });

  it('a protected call sends the stored bearer token of its role; a public call sends none', async () => {
    setToken('customer', 'c-token');
    const fetchMock = mockApi({
      '/api/users/user-info': () => ({}),
      '/api/categories/get': () => ({ items: [] }),
    });

    await api(usersUserInfoRoute);
    await api(catalogueListCategoriesRoute);

    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe('Bearer c-token');
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).has('Authorization')).toBe(false);
  });

  it('a 401 from a protected call clears the token and tells the app, which redirects to /login', async () => {
    setToken('customer', 'old-token');
    mockApi({ '/api/users/user-info': () => reply(401, { message: 'Unauthorized' }) });
    const expired: string[] = [];
    const stop = onSessionExpired((role) => expired.push(role));

    await expect(api(usersUserInfoRoute)).rejects.toMatchObject({ status: 401 });

    stop();
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBeNull();
    expect(expired).toEqual(['customer']);
    expect(sessionExpired('customer')).toBe(true);
    setToken('customer', 'new-token');
    expect(sessionExpired('customer')).toBe(false);
  });

  it('a 401 to a token the tab has since replaced keeps the new session', async () => {
    setToken('admin', 'old-token');
    let refuse: (() => void) | undefined;
    const landed = new Promise<void>((resolve) => (refuse = resolve));
    mockApi({
      '/admin/dashboard/stats': async () => {
        await landed;
        return reply(401, { message: 'Your session has expired. Please log in again.' });
      },
    });
    const expired: string[] = [];
    const stop = onSessionExpired((role) => expired.push(role));

    const call = api(adminStatsRoute);
    // A password change answered meanwhile with the next token.
    setToken('admin', 'next-token');
    refuse!();
    await expect(call).rejects.toMatchObject({ status: 401 });

    stop();
    expect(getToken('admin')).toBe('next-token');
    expect(expired).toEqual([]);
    expect(sessionExpired('admin')).toBe(false);
  });

  it('a 401 from a public call (a wrong password at login) keeps the session', async () => {
    setToken('customer', 'kept');
    mockApi({ '/api/users/login': () => reply(401, { message: 'Invalid email or password' }) });

    await expect(
      api(usersLoginRoute, { body: { email: 'asha@example.com', password: 'Wrong@123' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password', fromServer: true });

    expect(getToken('customer')).toBe('kept');
  });
});
