import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken, tokenKey } from '@/lib/session';
import { aCart, aCartLine, aFood, aUserInfo } from '@/test/fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderAppAt } from '@/test/render-app';

const signedInApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    '/api/cart/get/user': () => aCart([]),
    '/api/order/getMyOrder': () => ({ items: [], nextCursor: null }),
    '/api/users/user-info': () => aUserInfo(),
    '/api/restaurant/get': () => ({ items: [], nextCursor: null }),
    '/api/categories/get': () => ({ items: [] }),
    '/api/foods/get': () => ({ items: [aFood()], nextCursor: null }),
    ...overrides,
  });

const protectedPaths = [
  '/foods',
  '/cart',
  '/shipping',
  '/confirm',
  '/payment',
  '/restaurant/r1',
  '/ordersuccess',
  '/myorder',
];

describe('pages', () => {
  it.each([
    ['/login', 'Customer Login'],
    ['/admin/login', 'Admin Login'],
    ['/seller/login', 'Seller Login'],
    ['/signup', 'Sign Up'],
    ['/verify', 'Verify your email'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password', 'Reset password'],
  ])('the navbar link %s leads to a page inside the shell', async (path, title) => {
    mockApi({});
    renderAppAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Tiffin');
  });

  it('while the first screen loads, the Tiffin bar is already there (the first paint is never a bare spinner)', () => {
    mockApi({});
    renderAppAt('/login');

    // Synchronously after the first render: the screen's lazy module has not arrived yet.
    expect(screen.queryByRole('heading', { level: 1, name: 'Customer Login' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Tiffin' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('an unknown address says Page not found', async () => {
    renderAppAt('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('token guard (docs/product.md#customer-pages)', () => {
  it.each(protectedPaths)('a protected page without a token redirects to /login (%s)', async (path) => {
    mockApi({});
    const { router } = renderAppAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a protected page opens when a customer token is stored, whatever the token', async () => {
    signedInApi();
    setToken('customer', 'any-token');
    renderAppAt('/cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  });

  it('after signing in, the guard sends the customer back to the page they asked for', async () => {
    const fetchMock = signedInApi({
      '/api/users/login': () => ({ token: 'fresh-token', message: 'Login successful' }),
    });
    const { router, user } = renderAppAt('/myorder');

    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myorder');
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBe('fresh-token');
    const cartCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/cart/get/user'));
    expect(new Headers(cartCall![1]!.headers).get('Authorization')).toBe('Bearer fresh-token');
  });
});

describe('customer session', () => {
  it('the signed-in navbar replaces Login and Sign Up with My Order and Logout', async () => {
    signedInApi();
    setToken('customer', 't0ken');
    renderAppAt('/');

    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(await within(nav).findByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/myorder');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('the cart badge is hidden while the cart cannot be read, never a made-up number', async () => {
    const fetchMock = signedInApi({ '/api/cart/get/user': () => reply(503, { message: 'Service unavailable' }) });
    setToken('customer', 't0ken');
    renderAppAt('/');

    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/cart/get/user'))).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('the cart badge counts the units once the cart answers', async () => {
    signedInApi({
      '/api/cart/get/user': () => aCart([aCartLine({ _id: 'f1' }, 2), aCartLine({ _id: 'f2', name: 'Vada' }, 1)]),
    });
    setToken('customer', 't0ken');
    renderAppAt('/');

    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it("the cart bar says 'View cart · 3 items · ₹360' on a storefront page while the cart has lines, and opens the cart", async () => {
    signedInApi({
      '/api/cart/get/user': () => aCart([aCartLine({ _id: 'f1' }, 2), aCartLine({ _id: 'f2', name: 'Vada' }, 1)]),
    });
    setToken('customer', 't0ken');
    const { router, user } = renderAppAt('/foods');

    const bar = await screen.findByRole('link', { name: 'View cart · 3 items · ₹360' });
    expect(bar).toHaveAttribute('href', '/cart');
    await user.click(bar);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    // The cart shows the cart itself: no bar there.
    expect(await screen.findByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View cart/ })).not.toBeInTheDocument();
  });

  it('no cart bar while the cart is empty', async () => {
    const fetchMock = signedInApi();
    setToken('customer', 't0ken');
    renderAppAt('/foods');
    expect(await screen.findByRole('heading', { name: 'Masala Dosa' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/cart/get/user')).not.toHaveLength(0));
    expect(screen.queryByRole('link', { name: /^View cart/ })).not.toBeInTheDocument();
  });

  it('no cart bar on the seller pages of the storefront shell, even with cart lines', async () => {
    signedInApi({ '/api/cart/get/user': () => aCart([aCartLine({ _id: 'f1' }, 1)]) });
    setToken('customer', 't0ken');
    renderAppAt('/seller/login');
    expect(await screen.findByRole('heading', { name: 'Seller Login' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View cart/ })).not.toBeInTheDocument();
  });

  it('Logout removes the token and goes to /login', async () => {
    signedInApi();
    setToken('customer', 't0ken');
    setToken('seller', 'seller-token');
    const { router, user } = renderAppAt('/cart');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBeNull();
    // Only the customer signed out.
    expect(window.sessionStorage.getItem(tokenKey('seller'))).toBe('seller-token');
    expect(screen.getAllByRole('navigation', { name: 'Main' })[0]).toHaveTextContent('Login');
  });

  it('a 401 from a protected call clears the token and redirects to /login', async () => {
    signedInApi({ '/api/users/user-info': () => reply(401, { message: 'Your session has expired' }) });
    setToken('customer', 'expired-token');
    const { router } = renderAppAt('/foods');

    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBeNull();
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });

  it('a 401 from a public call (a wrong password) does not end anything', async () => {
    signedInApi({ '/api/users/login': () => reply(401, { message: 'Invalid email or password' }) });
    setToken('customer', 'still-valid');
    const { router, user } = renderAppAt('/login');

    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBe('still-valid');
    expect(router.state.location.pathname).toBe('/login');
  });
});
