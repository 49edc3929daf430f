import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenKey } from '@/lib/session';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { probedState } from '@/test/location-probe';
import { renderScreen } from '@/test/render';
import SellerLoginScreen from './login';

function renderLogin(state?: unknown) {
  return renderScreen('/seller/login', <SellerLoginScreen />, { state });
}

async function logIn(user: ReturnType<typeof renderLogin>['user'], email = 'seller@tiffin.local') {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Seller@123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('seller login', { timeout: 20_000 }, () => {
  it('Forgot password? leads to the seller reset with the typed email', async () => {
    mockApi({});
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'ravi@example.com');

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/forgot-password');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({ email: 'ravi@example.com' });
  });

  it('a pending seller sees the approval message on login', async () => {
    mockApi({
      '/seller/login': () =>
        reply(403, {
          message: 'Your seller account is not approved. Please wait for the admin to approve it.',
          code: 'SELLER_NOT_APPROVED',
        }),
    });
    const { user } = renderLogin();

    await logIn(user, 'pending.seller@tiffin.local');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your seller account is not approved. Please wait for the admin to approve it.',
    );
    expect(window.sessionStorage.getItem(tokenKey('seller'))).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('an approved seller keeps the seller token and goes to the dashboard', async () => {
    const fetchMock = mockApi({ '/seller/login': () => ({ token: 'seller-jwt', message: 'Login successful' }) });
    const { user } = renderLogin();

    await logIn(user, ' Seller@Tiffin.local ');

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/dashboard');
    expect(window.sessionStorage.getItem(tokenKey('seller'))).toBe('seller-jwt');
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBeNull();
    expect(callsTo(fetchMock, '/seller/login')).toEqual([
      { method: 'POST', body: { email: 'Seller@Tiffin.local', password: 'Seller@123' } },
    ]);
  });

  it('a seller the guard turned away goes back to the page asked for', async () => {
    mockApi({ '/seller/login': () => ({ token: 'seller-jwt', message: 'Login successful' }) });
    const { user } = renderLogin({ from: { pathname: '/seller/orders', search: '', hash: '' } });

    await logIn(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/orders');
  });

  it('a wrong password shows the server message in a red banner', async () => {
    mockApi({ '/seller/login': () => reply(401, { message: 'Invalid email or password' }) });
    const { user } = renderLogin();

    await logIn(user);

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid email or password');
    expect(banner).toHaveAttribute('data-variant', 'light');
  });

  it('a login failure without a message says Login failed', async () => {
    mockApi({ '/seller/login': () => new Response('bad gateway', { status: 502 }) });
    const { user } = renderLogin();

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('login checks the spec email and password rules before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(
      screen.getByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the sign-up notice is shown as a success and its email filled in', () => {
    mockApi({});
    renderLogin({ email: 'new.seller@example.com', notice: 'Signup successful. Your account is waiting.' });

    expect(screen.getByRole('status')).toHaveTextContent('Signup successful. Your account is waiting.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('new.seller@example.com');
    expect(screen.getByRole('link', { name: 'Register your restaurant' })).toHaveAttribute('href', '/seller/signup');
  });
});
