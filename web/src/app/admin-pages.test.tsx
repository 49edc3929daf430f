import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken, tokenKey } from '@/lib/session';
import { aDashboardStats, aPage, aSellerRow } from '@/test/admin-fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderAppAt } from '@/test/render-app';

/** Lazy screens load on first use; a cold module graph can take a while on a busy machine. */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const adminApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    '/admin/dashboard/stats': () => aDashboardStats(),
    '/admin/sellers': () => aPage([aSellerRow()]),
    ...overrides,
  });

const passwordChangeRequired = () =>
  reply(403, { message: 'Password change required', code: 'PASSWORD_CHANGE_REQUIRED' });

const adminPaths = [
  '/admin',
  '/admin/change-password',
  '/admin/dashboard',
  '/admin/sellers',
  '/admin/restaurants',
  '/admin/users',
  '/admin/orders',
  '/admin/revenue',
];

describe('admin pages', () => {
  it.each(adminPaths)('an admin page without an admin token redirects to /admin/login (%s)', async (path) => {
    mockApi({});
    setToken('customer', 'a-customer-token');
    const { router } = renderAppAt(path);

    expect(await heading('Admin Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('the admin login sits in the storefront shell, without the admin top bar', async () => {
    mockApi({});
    renderAppAt('/admin/login');

    expect(await heading('Admin Login')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Tiffin');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('the admin layout has the five sidebar entries and a top bar with Dashboard and Logout', async () => {
    adminApi();
    setToken('admin', 'admin-jwt');
    renderAppAt('/admin');

    expect(await heading('Dashboard')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Seller Details', '/admin/sellers'],
      ['Restaurant Details', '/admin/restaurants'],
      ['User Details', '/admin/users'],
      ['Order Details', '/admin/orders'],
      ['Revenue Details', '/admin/revenue'],
    ]);
    const topBar = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(topBar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(topBar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('a sidebar entry opens its screen and is marked as the current page', async () => {
    adminApi();
    setToken('admin', 'admin-jwt');
    const { router, user } = renderAppAt('/admin/dashboard');
    await heading('Dashboard');

    await user.click(screen.getByRole('link', { name: 'Seller Details' }));

    expect(await heading('Seller Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sellers');
    expect(screen.getByRole('link', { name: 'Seller Details' })).toHaveAttribute('aria-current', 'page');
  });

  it('Logout clears the admin token and goes to /admin/login', async () => {
    adminApi();
    setToken('admin', 'admin-jwt');
    setToken('customer', 'customer-jwt');
    const { router, user } = renderAppAt('/admin/dashboard');
    await heading('Dashboard');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await heading('Admin Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.sessionStorage.getItem(tokenKey('admin'))).toBeNull();
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBe('customer-jwt');
  });

  it('an admin call answering PASSWORD_CHANGE_REQUIRED goes to change-password', async () => {
    adminApi({ '/admin/sellers': passwordChangeRequired });
    setToken('admin', 'admin-jwt');
    const { router } = renderAppAt('/admin/sellers');

    expect(await heading('Change Password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/change-password');
    expect(screen.getByRole('status')).toHaveTextContent('This is your first sign-in.');
  });

  it('a refused admin token sends the admin to log in again', async () => {
    adminApi({ '/admin/dashboard/stats': () => reply(401, { message: 'Your account no longer exists.' }) });
    setToken('admin', 'stale-jwt');
    const { router } = renderAppAt('/admin/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(window.sessionStorage.getItem(tokenKey('admin'))).toBeNull();
  });

  it('a first login changes the password, then the dashboard opens', async () => {
    let changed = false;
    adminApi({
      '/admin/login': () => ({ token: 'admin-jwt', isFirstLogin: true, message: 'Login successful' }),
      '/admin/update': () => {
        changed = true;
        return { message: 'Password updated successfully' };
      },
      '/admin/dashboard/stats': () => (changed ? aDashboardStats() : passwordChangeRequired()),
    });
    const { router, user } = renderAppAt('/admin/login');

    await user.type(await screen.findByLabelText(/^Email/), 'admin@tiffin.local');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await heading('Change Password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@tiffin.local');
    await user.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), 'Admin@123');
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Admin@456');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Admin@456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Total Revenue', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  }, 20_000); // Typing, and the real 2 s before the dashboard.

  it('an unknown admin address says Page not found inside the admin layout', async () => {
    adminApi();
    setToken('admin', 'admin-jwt');
    renderAppAt('/admin/nothing-here');

    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });
});
