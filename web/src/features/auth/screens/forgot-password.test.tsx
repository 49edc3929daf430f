import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { probedState } from '@/test/location-probe';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import ForgotPasswordScreen from './forgot-password';
import SellerForgotPasswordScreen from './seller-forgot-password';
import SellerResetPasswordScreen from './seller-reset-password';

function renderForgot(state?: unknown) {
  return renderScreen('/forgot-password', <ForgotPasswordScreen />, { state });
}

const SENT = 'If an account exists for this email, we have sent a password reset code to it.';
const RESET_TOKEN = 'r'.repeat(43);
const REQUEST_ID = 'q'.repeat(22);

async function reachCodeStep(user: ReturnType<typeof renderForgot>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText(/^Reset code/);
}

describe('forgot password', () => {
  it('the email rule applies before a code is sent', async () => {
    const fetchMock = mockApi({});
    const { user } = renderForgot();

    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the forgot-password code must be 4 digits', async () => {
    const fetchMock = mockApi({ '/api/users/forgot-password': () => ({ message: SENT, requestId: REQUEST_ID }) });
    const { user } = renderForgot();
    await reachCodeStep(user);

    for (const wrong of ['123', 'abcd', '12a4']) {
      await user.clear(screen.getByLabelText(/^Reset code/));
      await user.type(screen.getByLabelText(/^Reset code/), wrong);
      await user.click(screen.getByRole('button', { name: 'Verify code' }));
      expect(await screen.findByText('OTP must be 4 digits')).toBeInTheDocument();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a sent code leads to the code step, and a verified code to /reset-password with the email and reset token', async () => {
    const fetchMock = mockApi({
      '/api/users/forgot-password': () => ({ message: SENT, requestId: REQUEST_ID }),
      '/api/users/verify-reset-otp': () => ({ message: 'OTP verified.', resetToken: RESET_TOKEN }),
    });
    const { user } = renderForgot();

    await reachCodeStep(user);
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    await user.type(screen.getByLabelText(/^Reset code/), '0421');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/reset-password');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({
      email: 'asha@example.com',
      resetToken: RESET_TOKEN,
    });
    // The code goes back with the id of the request that asked for it.
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      email: 'asha@example.com',
      otp: '0421',
      requestId: REQUEST_ID,
    });
  });

  it('a failure to send without a message says Error sending OTP', async () => {
    mockApi({ '/api/users/forgot-password': () => new Response('', { status: 503 }) });
    const { user } = renderForgot();

    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending OTP');
  });

  it('a wrong code shows the server message, and one without a message says OTP verification failed', async () => {
    let calls = 0;
    mockApi({
      '/api/users/forgot-password': () => ({ message: SENT, requestId: REQUEST_ID }),
      '/api/users/verify-reset-otp': () =>
        ++calls === 1
          ? reply(400, { message: 'Invalid or expired code. Check it, or ask for a new one.' })
          : new Response('', { status: 500 }),
    });
    const { user } = renderForgot();
    await reachCodeStep(user);

    await user.type(screen.getByLabelText(/^Reset code/), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired code. Check it, or ask for a new one.',
    );

    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('OTP verification failed')).toBeInTheDocument();
  });

  it('Resend code asks again for the same request and shows the cooldown message the server gives', async () => {
    let sends = 0;
    const fetchMock = mockApi({
      '/api/users/forgot-password': () =>
        ++sends === 1
          ? { message: SENT, requestId: REQUEST_ID }
          : reply(429, { message: 'Please wait a minute before asking for a new code.' }),
    });
    const { user } = renderForgot();
    await reachCodeStep(user);

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before asking for a new code.');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      email: 'asha@example.com',
      requestId: REQUEST_ID,
    });
  });

  it("a seller's reset goes through the seller routes, to the seller's new-password screen and then the seller login", async () => {
    const fetchMock = mockApi({
      '/seller/forgot-password': () => ({ message: SENT, requestId: REQUEST_ID }),
      '/seller/verify-reset-otp': () => ({ message: 'OTP verified.', resetToken: RESET_TOKEN }),
    });
    const { user } = renderScreen('/seller/forgot-password', <SellerForgotPasswordScreen />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/seller/login');

    await reachCodeStep(user);
    await user.type(screen.getByLabelText(/^Reset code/), '0421');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/reset-password');
    expect(callsTo(fetchMock, '/seller/verify-reset-otp')).toEqual([
      { method: 'POST', body: { email: 'asha@example.com', otp: '0421', requestId: REQUEST_ID } },
    ]);
    expect(callsTo(fetchMock, '/api/users/forgot-password')).toEqual([]);
  });

  it("a seller's new password is set through the seller route, then the seller login opens", async () => {
    const fetchMock = mockApi({
      '/seller/reset-password': () => ({ message: 'Password reset successful. Please log in with your new password.' }),
    });
    const { user } = renderScreen('/seller/reset-password', <SellerResetPasswordScreen />, {
      state: { email: 'ravi@example.com', resetToken: RESET_TOKEN },
    });

    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'NewSecret@1');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/login');
    expect(callsTo(fetchMock, '/seller/reset-password')).toEqual([
      { method: 'POST', body: { email: 'ravi@example.com', newPassword: 'NewSecret@1', resetToken: RESET_TOKEN } },
    ]);
  });

  it('the email typed on the login page is filled in', () => {
    mockApi({});
    renderForgot({ email: 'asha@example.com' });

    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
  });
});
