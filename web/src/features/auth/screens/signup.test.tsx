import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { probedState } from '@/test/location-probe';
import { mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import SignupScreen from './signup';

function renderSignup() {
  return renderScreen('/signup', <SignupScreen />);
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillSignup(
  user: ReturnType<typeof renderSignup>['user'],
  values: Partial<Record<'username' | 'email' | 'phoneno' | 'password', string>> = {},
) {
  const all = { username: 'Asha', email: 'asha@example.com', phoneno: '9876543210', password: 'Secret@1', ...values };
  if (all.username) await user.type(field(/^Username/), all.username);
  if (all.email) await user.type(field(/^Email/), all.email);
  if (all.phoneno) await user.type(field(/^Phone number/), all.phoneno);
  if (all.password) await user.type(field(/^Password/), all.password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('customer signup', () => {
  it('signup shows the spec message for a phone starting with 5', async () => {
    const fetchMock = mockApi({});
    const { user } = renderSignup();

    await fillSignup(user, { phoneno: '5876543210' });

    expect(await screen.findByText('Invalid Indian phone number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signup shows the spec messages for a blank username, a bad email and a weak password', async () => {
    const fetchMock = mockApi({});
    const { user } = renderSignup();

    await user.type(field(/^Username/), '   ');
    await fillSignup(user, { username: '', email: 'asha@example', password: 'secret1' });

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(
      screen.getByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a password with a special character outside @$!%*?& is refused', async () => {
    mockApi({});
    const { user } = renderSignup();

    await fillSignup(user, { password: 'Secret#1' });

    expect(
      await screen.findByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeInTheDocument();
  });

  it("a successful signup goes to /verify with the email and the code request's id in navigation state", async () => {
    const fetchMock = mockApi({
      '/api/users/register': () =>
        reply(201, {
          message: 'Registration successful. We have sent a verification code to your email.',
          requestId: 'q'.repeat(22),
        }),
    });
    const { user } = renderSignup();

    await fillSignup(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/verify');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({
      email: 'asha@example.com',
      notice: 'Registration successful. We have sent a verification code to your email.',
      requestId: 'q'.repeat(22),
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      username: 'Asha',
      email: 'asha@example.com',
      phoneno: '9876543210',
      password: 'Secret@1',
    });
  });

  it('a taken email shows the server message with a way to log in', async () => {
    mockApi({
      '/api/users/register': () =>
        reply(409, { message: 'An account with this email already exists. Please log in.', code: 'EMAIL_TAKEN' }),
    });
    const { user } = renderSignup();

    await fillSignup(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please log in.',
    );
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
  });

  it('a signup failure without a message says Signup failed. Please try again.', async () => {
    mockApi({ '/api/users/register': () => new Response('', { status: 500 }) });
    const { user } = renderSignup();

    await fillSignup(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
  });

  it('the submit button shows it is busy while the account is created', async () => {
    let answer: (value: Response) => void = () => {};
    mockApi({ '/api/users/register': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderSignup();

    await fillSignup(user);

    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveAttribute('data-loading', 'true');
    answer(reply(429, { message: 'Please wait a minute before asking for a new code.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before asking for a new code.');
  });
});
