import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { api } from '@/lib/api-client';
import { adminStatsRoute } from '@tiffin/shared/api/routes/admin';
import { getToken, setToken } from '@/lib/session';
import { useSessionExpiryRedirect } from '@/lib/use-session';
import { renderScreen } from '@/test/render';
import { rememberAdminEmail } from '../admin-email';
import ChangePasswordScreen from './change-password';

function renderChangePassword(state?: unknown) {
  return renderScreen('/admin/change-password', <ChangePasswordScreen />, { state });
}

const currentPassword = () => screen.getByLabelText(/^Current password/, { selector: 'input' });
const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });

afterEach(() => {
  vi.useRealTimers();
});

describe('admin change password', () => {
  it('mismatched passwords say Passwords do not match', async () => {
    const fetchMock = mockApi({});
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderChangePassword({ firstLogin: true });

    await user.type(currentPassword(), 'Admin@123');
    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@457');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a new password must meet the spec password rule', async () => {
    const fetchMock = mockApi({});
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderChangePassword();

    await user.type(newPassword(), 'admin456');
    await user.type(confirmPassword(), 'admin456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(
      await screen.findByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the current password is asked for: without it nothing is sent', async () => {
    const fetchMock = mockApi({});
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderChangePassword();

    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(currentPassword()).toHaveAccessibleDescription('Current password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a first login is told why it is here, with the email it signed in with filled in', () => {
    mockApi({});
    rememberAdminEmail('admin@tiffin.local');
    renderChangePassword({ firstLogin: true });

    expect(screen.getByRole('status')).toHaveTextContent('This is your first sign-in.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@tiffin.local');
  });

  it('after the password change the dashboard opens after 2 seconds', async () => {
    const fetchMock = mockApi({ '/admin/update': () => ({ message: 'Password updated successfully' }) });
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderChangePassword({ firstLogin: true });
    await user.type(currentPassword(), 'Admin@123');
    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@456');

    // From the click on, time moves only when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // (fireEvent: user-event's wrapper waits on a real setTimeout.)
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    // Flush the answer without moving the clock.
    for (let i = 0; i < 5 && !screen.queryByText('Password updated successfully'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }

    expect(screen.getByRole('status')).toHaveTextContent('Password updated successfully');
    expect(callsTo(fetchMock, '/admin/update')).toEqual([
      { method: 'PUT', body: { email: 'admin@tiffin.local', currentPassword: 'Admin@123', newPassword: 'Admin@456' } },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it("the change ends the tab's old session: the answer's token replaces it", async () => {
    mockApi({ '/admin/update': () => ({ message: 'Password updated successfully', token: 'next-token' }) });
    setToken('admin', 'old-token');
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderChangePassword({ firstLogin: true });
    await user.type(currentPassword(), 'Admin@123');
    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(getToken('admin')).toBe('next-token');
  });

  it('the screen stays signed in after the change: a call the old token made meanwhile does not send it to log in', async () => {
    // The shell's redirect on an expired session, as the admin layout mounts it.
    function Shell() {
      useSessionExpiryRedirect();
      return <ChangePasswordScreen />;
    }
    let answerOldCall: (() => void) | undefined;
    const oldCallRefused = new Promise<void>((resolve) => (answerOldCall = resolve));
    const fetchMock = mockApi({
      '/admin/update': () => ({ message: 'Password updated successfully', token: 'next-token' }),
      // The server raised the token version: a call signed with the old token is refused once it lands.
      '/admin/dashboard/stats': async () => {
        await oldCallRefused;
        return reply(401, { message: 'Your session has expired. Please log in again.' });
      },
    });
    setToken('admin', 'old-token');
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderScreen('/admin/change-password', <Shell />, { state: { firstLogin: true } });
    const inFlight = api(adminStatsRoute).catch((error: unknown) => error);
    await user.type(currentPassword(), 'Admin@123');
    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();

    answerOldCall!();
    expect(await inFlight).toMatchObject({ status: 401 });

    expect(getToken('admin')).toBe('next-token');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    const [statsCall] = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/admin/dashboard/stats'));
    expect(new Headers(statsCall![1]!.headers).get('Authorization')).toBe('Bearer old-token');
  });

  it('the server message is shown, or Password updated successfully when there is none', async () => {
    mockApi({ '/admin/update': () => ({ message: '' }) });
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderChangePassword();

    await user.type(currentPassword(), 'Admin@123');
    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully');
    expect(screen.getByRole('button', { name: 'Update password' })).toBeDisabled();
  });

  it('a refused change shows the server message in a red banner and stays', async () => {
    mockApi({ '/admin/update': () => reply(403, { message: 'You can only change your own password.' }) });
    const { user } = renderChangePassword();

    await user.type(screen.getByLabelText(/^Email/), 'someone@else.com');
    await user.type(currentPassword(), 'Admin@123');
    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You can only change your own password.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('a failure without a message says Update failed', async () => {
    mockApi({ '/admin/update': () => new Response('', { status: 500 }) });
    rememberAdminEmail('admin@tiffin.local');
    const { user } = renderChangePassword();

    await user.type(currentPassword(), 'Admin@123');
    await user.type(newPassword(), 'Admin@456');
    await user.type(confirmPassword(), 'Admin@456');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Update failed$/);
  });
});
