import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expireSession, tokenKey } from '@/lib/session';
import { probedState } from '@/test/location-probe';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import AdminLoginScreen from './login';

function renderLogin(state?: unknown) {
  return renderScreen('/admin/login', <AdminLoginScreen />, { state });
}

async function logIn(
  user: ReturnType<typeof renderLogin>['user'],
  email = 'Admin@Tiffin.local',
  password = 'Admin@123',
) {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('admin login', () => {
  it('a first login goes to change-password', async () => {
    const fetchMock = mockApi({
      '/admin/login': () => ({ token: 'admin-jwt', isFirstLogin: true, message: 'Login successful' }),
    });
    const { user } = renderLogin();

    await logIn(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/change-password');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({ firstLogin: true });
    expect(window.sessionStorage.getItem(tokenKey('admin'))).toBe('admin-jwt');
    // docs/product.md#admin-calls: the email goes lowercased.
    expect(callsTo(fetchMock, '/admin/login')).toEqual([
      { method: 'POST', body: { email: 'admin@tiffin.local', password: 'Admin@123' } },
    ]);
  });

  it('a later login goes to the dashboard', async () => {
    mockApi({ '/admin/login': () => ({ token: 'admin-jwt', isFirstLogin: false, message: 'Login successful' }) });
    const { user } = renderLogin();

    await logIn(user);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('a login the guard asked for goes back to the admin page asked for', async () => {
    mockApi({ '/admin/login': () => ({ token: 'admin-jwt', isFirstLogin: false, message: 'Login successful' }) });
    const { user } = renderLogin({ from: { pathname: '/admin/users', search: '?role=seller', hash: '' } });

    await logIn(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/users?role=seller');
  });

  it('a refused login shows the server message in a red banner', async () => {
    mockApi({ '/admin/login': () => reply(401, { message: 'Invalid email or password' }) });
    const { user } = renderLogin();

    await logIn(user, 'admin@tiffin.local', 'Wrong@123');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid email or password');
    expect(banner).toHaveStyle({ '--alert-bg': 'var(--mantine-color-red-light)' });
    expect(window.sessionStorage.getItem(tokenKey('admin'))).toBeNull();
  });

  it('a login failure without a message says Login failed', async () => {
    mockApi({ '/admin/login': () => new Response('bad gateway', { status: 502 }) });
    const { user } = renderLogin();

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('the email format is checked before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderLogin();

    await logIn(user, 'not-an-email', 'x');

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an ended session says so', () => {
    mockApi({});
    expireSession('admin');
    renderLogin();

    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
  });
});
