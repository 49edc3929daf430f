import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken, tokenKey } from '@/lib/session';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderAppAt } from '@/test/render-app';
import { aSellerProfile, aSellerStats } from '@/test/seller-fixtures';

const sellerApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    '/seller/profile': () => aSellerProfile(),
    '/seller/dashboard/stats': () => aSellerStats(),
    '/seller/foods': () => ({ items: [], nextCursor: null }),
    '/seller/orders': () => ({ items: [], nextCursor: null }),
    '/api/categories/get': () => ({ items: [] }),
    ...overrides,
  });

/** Every screen is a lazy chunk; a busy machine takes more than testing-library's 1 s to load one. */
const LAZY = { timeout: 5_000 };

const sellerPages = [
  ['/seller/dashboard', 'Dashboard'],
  ['/seller/viewfood', 'View Food'],
  ['/seller/addfood', 'Add Food'],
  ['/seller/editfood/f1', 'Edit Food'],
  ['/seller/orders', 'View Orders'],
  ['/seller/profile', 'Edit Profile'],
] as const;

describe('seller area (docs/product.md#seller-area)', { timeout: 20_000 }, () => {
  it.each(sellerPages)('%s without a seller token redirects to /seller/login', async (path) => {
    mockApi({});
    // A customer's token is not a seller's.
    setToken('customer', 'customer-token');
    const { router } = renderAppAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Login' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/login');
  });

  it.each(sellerPages)('%s opens under the seller layout with a seller token', async (path, title) => {
    sellerApi({ '/seller/foods/f1': () => reply(404, { message: 'Food not found' }) });
    setToken('seller', 'seller-token');
    renderAppAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title }, LAZY)).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Seller menu' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['View Food', '/seller/viewfood'],
      ['Add Food', '/seller/addfood'],
      ['View Orders', '/seller/orders'],
      ['Edit Profile', '/seller/profile'],
    ]);
    const topBar = screen.getByRole('navigation', { name: 'Seller account' });
    expect(within(topBar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/seller/dashboard');
    expect(within(topBar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByText('Udupi Upahar', { selector: 'span' }, LAZY)).toBeInTheDocument();
  });

  it('the seller area has its own shell: no storefront Login, Sign Up or cart inside it', async () => {
    sellerApi();
    setToken('seller', 'seller-token');
    renderAppAt('/seller/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Login/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /seller menu/i })).toHaveLength(1);
  });

  it.each([
    ['/seller/login', 'Seller Login'],
    ['/seller/signup', 'Seller Sign Up'],
  ])('%s is public and shows neither seller bar', async (path, title) => {
    mockApi({});
    renderAppAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seller menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seller account' })).not.toBeInTheDocument();
  });

  it('/seller goes to the dashboard', async () => {
    sellerApi();
    setToken('seller', 'seller-token');
    const { router } = renderAppAt('/seller');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/dashboard');
  });

  it('Logout clears the seller token and goes to /seller/login', async () => {
    sellerApi();
    setToken('seller', 'seller-token');
    setToken('customer', 'customer-token');
    const { router, user } = renderAppAt('/seller/orders');

    const topBar = await screen.findByRole('navigation', { name: 'Seller account' }, LAZY);
    await user.click(within(topBar).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Login' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/login');
    expect(window.sessionStorage.getItem(tokenKey('seller'))).toBeNull();
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBe('customer-token');
  });

  it('a seller whose token the server refuses is sent to log in again', async () => {
    sellerApi({ '/seller/orders': () => reply(401, { message: 'Your account no longer exists.' }) });
    setToken('seller', 'revoked-token');
    const { router } = renderAppAt('/seller/orders');

    expect(await screen.findByText('Your session has ended. Please log in again.', {}, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/login');
    expect(window.sessionStorage.getItem(tokenKey('seller'))).toBeNull();
  });

  it('on a phone the sidebar folds behind the seller menu button', async () => {
    sellerApi();
    setToken('seller', 'seller-token');
    const { user } = renderAppAt('/seller/dashboard');

    const burger = await screen.findByRole('button', { name: 'Open seller menu' }, LAZY);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'seller-sidebar');
    await user.click(burger);

    expect(screen.getByRole('button', { name: 'Close seller menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Seller menu' })).toHaveAttribute('data-opened', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Seller menu' })).getByRole('link', { name: 'View Orders' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'View Orders' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seller menu' })).not.toHaveAttribute('data-opened');
  });
});

describe("the store's status in the seller's header", { timeout: 20_000 }, () => {
  it.each(sellerPages)(
    '%s shows the Open / Paused switch, which pauses through the pause route and keeps the hours',
    async (path) => {
      const hours = Array.from({ length: 7 }, () => ({ open: '07:00', close: '22:30' }));
      let paused = false;
      const fetchMock = sellerApi({
        '/seller/profile': () => aSellerProfile({ hours, paused }),
        '/seller/foods/f1': () => reply(404, { message: 'Food not found' }),
        '/seller/hours': (_url, init) => {
          paused = (JSON.parse(String(init!.body)) as { paused: boolean }).paused;
          return { message: paused ? 'Paused.' : 'Open again.', hours, paused };
        },
      });
      setToken('seller', 'seller-token');
      const { user } = renderAppAt(path);

      // The loading shell's bar stands in until the seller layout has loaded: the switch is in the layout's own.
      const open = await screen.findByRole('switch', { name: 'Open' }, LAZY);
      const header = screen.getByRole('banner');
      expect(header).toContainElement(open);
      expect(open).toBeChecked();
      await user.click(open);
      expect(await within(header).findByRole('switch', { name: 'Paused' })).not.toBeChecked();
      expect(callsTo(fetchMock, '/seller/hours')).toEqual([{ method: 'PUT', body: { hours, paused: true } }]);
    },
  );
});
