import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenKey } from '@/lib/session';
import { probedState } from '@/test/location-probe';
import { mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import LoginScreen from './login';

function renderLogin(element: ReactElement, state?: unknown) {
  return renderScreen('/login', element, { state });
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('customer login', () => {
  it('login checks the spec email and password rules before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderLogin(<LoginScreen />);

    await user.type(emailInput(), 'not-an-email');
    await user.type(passwordInput(), 'weak');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(
      screen.getByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a successful login stores the customer token in sessionStorage and goes home', async () => {
    const fetchMock = mockApi({ '/api/users/login': () => ({ token: 'jwt-1', message: 'Login successful' }) });
    const { user } = renderLogin(<LoginScreen />);

    await user.type(emailInput(), ' Asha@Example.com ');
    await user.type(passwordInput(), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBe('jwt-1');
    expect(window.localStorage.getItem(tokenKey('customer'))).toBeNull();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('http://localhost:3000/x/api/users/login');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'Asha@Example.com', password: 'Secret@1' });
  });

  it('a failed login shows the server message in an alert', async () => {
    mockApi({ '/api/users/login': () => reply(401, { message: 'Invalid email or password' }) });
    const { user } = renderLogin(<LoginScreen />);

    await user.type(emailInput(), 'asha@example.com');
    await user.type(passwordInput(), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.sessionStorage.getItem(tokenKey('customer'))).toBeNull();
  });

  it('a login failure without a message says Login failed. Please try again.', async () => {
    mockApi({ '/api/users/login': () => new Response('bad gateway', { status: 502 }) });
    const { user } = renderLogin(<LoginScreen />);

    await user.type(emailInput(), 'asha@example.com');
    await user.type(passwordInput(), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('an unverified email is offered the way to /verify with the email', async () => {
    mockApi({
      '/api/users/login': () =>
        reply(403, { message: 'Please verify your email before logging in.', code: 'EMAIL_NOT_VERIFIED' }),
    });
    const { user } = renderLogin(<LoginScreen />);

    await user.type(emailInput(), 'asha@example.com');
    await user.type(passwordInput(), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email before logging in.');
    await user.click(screen.getByRole('link', { name: 'Verify your email' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({ email: 'asha@example.com' });
  });

  it('the notice of the previous step is shown and its email filled in', () => {
    mockApi({});
    renderLogin(<LoginScreen />, {
      email: 'asha@example.com',
      notice: 'Email verified successfully. You can now log in.',
    });

    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully. You can now log in.');
    expect(emailInput()).toHaveValue('asha@example.com');
  });

  it('login links to Forgot password? and Sign up, and has a labelled show-password toggle', () => {
    mockApi({});
    renderLogin(<LoginScreen />);

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });
});
