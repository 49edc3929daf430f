import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { probedState } from '@/test/location-probe';
import { mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import ResetPasswordScreen from './reset-password';

function renderReset(state?: unknown) {
  return renderScreen('/reset-password', <ResetPasswordScreen />, { state });
}

const RESET_TOKEN = 't'.repeat(43);
const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/, { selector: 'input' });

describe('reset password', () => {
  it('reset-password without an email in navigation state says Email missing. Restart the password reset process.', () => {
    mockApi({});
    renderReset();

    expect(screen.getByRole('alert')).toHaveTextContent('Email missing. Restart the password reset process.');
    expect(screen.getByRole('link', { name: 'Restart password reset' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('the confirmation must match: Passwords do not match.', async () => {
    const fetchMock = mockApi({});
    const { user } = renderReset({ email: 'asha@example.com', resetToken: RESET_TOKEN });

    await user.type(newPassword(), 'NewSecret@1');
    await user.type(confirmPassword(), 'NewSecret@2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the new password follows the password rule', async () => {
    mockApi({});
    const { user } = renderReset({ email: 'asha@example.com', resetToken: RESET_TOKEN });

    await user.type(newPassword(), 'newsecret');
    await user.type(confirmPassword(), 'newsecret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(
      await screen.findByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeInTheDocument();
  });

  it('a reset sends the email, the new password and the reset token, then goes to /login', async () => {
    const fetchMock = mockApi({
      '/api/users/reset-password': () => ({
        message: 'Password reset successful. Please log in with your new password.',
      }),
    });
    const { user } = renderReset({ email: 'asha@example.com', resetToken: RESET_TOKEN });

    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    await user.type(newPassword(), 'NewSecret@1');
    await user.type(confirmPassword(), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({
      email: 'asha@example.com',
      notice: 'Password reset successful. Please log in with your new password.',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      email: 'asha@example.com',
      newPassword: 'NewSecret@1',
      resetToken: RESET_TOKEN,
    });
  });

  it('an expired reset shows the server message and the way to restart; no message says Failed to reset password', async () => {
    let calls = 0;
    mockApi({
      '/api/users/reset-password': () =>
        ++calls === 1
          ? reply(400, { message: 'Your password reset session has expired. Please start again.' })
          : new Response('', { status: 500 }),
    });
    const { user } = renderReset({ email: 'asha@example.com', resetToken: RESET_TOKEN });

    await user.type(newPassword(), 'NewSecret@1');
    await user.type(confirmPassword(), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password reset session has expired. Please start again.',
    );
    expect(screen.getByRole('link', { name: 'Restart password reset' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
