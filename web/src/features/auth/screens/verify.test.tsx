import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { probedState } from '@/test/location-probe';
import { mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import VerifyScreen from './verify';

function renderVerify(state?: unknown) {
  return renderScreen('/verify', <VerifyScreen />, { state });
}

const codeInput = () => screen.getByLabelText(/^Verification code/);
const REQUEST_ID = 'q'.repeat(22);

describe('signup email verification', () => {
  it('the email comes from navigation state, and the code is sent as verificationEmail', async () => {
    const fetchMock = mockApi({
      '/api/users/verify': () => ({ message: 'Email verified successfully. You can now log in.' }),
    });
    const { user } = renderVerify({ email: 'asha@example.com', notice: 'We have sent a code.', requestId: REQUEST_ID });

    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We have sent a code.');
    await user.type(codeInput(), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({
      email: 'asha@example.com',
      notice: 'Email verified successfully. You can now log in.',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      email: 'asha@example.com',
      verificationEmail: '123456',
      requestId: REQUEST_ID,
    });
  });

  it("without the sign-up's code request the screen says to ask for a new code and links to the sign-up", async () => {
    const fetchMock = mockApi({});
    renderVerify({ email: 'asha@example.com' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This code request is no longer valid. Please ask for a new code.',
    );
    expect(screen.getByRole('link', { name: 'Sign up again to get a new code' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without an email in navigation state the screen asks for it', async () => {
    const fetchMock = mockApi({ '/api/users/verify': () => ({ message: 'ok' }) });
    const { user } = renderVerify({ requestId: REQUEST_ID });

    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('the verification code is required but free text', async () => {
    const fetchMock = mockApi({ '/api/users/verify': () => reply(400, { message: 'Invalid or expired code.' }) });
    const { user } = renderVerify({ email: 'asha@example.com', requestId: REQUEST_ID });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // Not 6 digits, still sent: the server judges the code.
    await user.type(codeInput(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code.');
  });

  it('a verification failure without a message says Verification failed', async () => {
    mockApi({ '/api/users/verify': () => new Response(null, { status: 500 }) });
    const { user } = renderVerify({ email: 'asha@example.com', requestId: REQUEST_ID });

    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed');
  });
});
