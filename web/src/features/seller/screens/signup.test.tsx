import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probedState } from '@/test/location-probe';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { ADDRESS_NOT_FOUND, LOCATION_REQUIRED } from '../components/restaurant-location';
import SellerSignupScreen from './signup';

function renderSignup() {
  return renderScreen('/seller/signup', <SellerSignupScreen />);
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillSignup(user: ReturnType<typeof renderSignup>['user'], { coordinates = true } = {}) {
  await user.type(field(/^Seller name/), 'Ravi Rao');
  await user.type(field(/^Phone number/), '9876543210');
  await user.type(field(/^Email/), 'Ravi@Example.com');
  await user.type(field(/^Password/), 'Seller@123');
  await user.type(field(/^Restaurant name/), 'Ravi Tiffins');
  if (coordinates) {
    await user.click(screen.getByRole('button', { name: 'Enter coordinates' }));
    await user.type(field(/^Latitude/), '12.97');
    await user.type(field(/^Longitude/), '77.59');
  }
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(window.navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

// Typing into whole forms takes seconds on a busy machine.
describe('seller sign-up', { timeout: 20_000 }, () => {
  it('every sign-up field is required', async () => {
    const fetchMock = mockApi({});
    const { user } = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Seller name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid Indian phone number')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(
      screen.getByText('Password must include 6+ characters, uppercase, lowercase, number & special char'),
    ).toBeInTheDocument();
    expect(screen.getByText('Restaurant name is required')).toBeInTheDocument();
    expect(screen.getByText(LOCATION_REQUIRED)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the raw coordinates stay out of the way until the seller opens Enter coordinates', async () => {
    mockApi({});
    const { user } = renderSignup();

    expect(screen.queryByLabelText(/^Latitude/)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Enter coordinates' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(field(/^Latitude/)).toBeInTheDocument();
    expect(field(/^Longitude/)).toBeInTheDocument();
  });

  it('Use my location sets the restaurant at the device position and names its city', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 12.97159876, longitude: 77.59456789 } } as GeolocationPosition),
    );
    stubGeolocation(getCurrentPosition);
    mockApi({ '/api/geocode/reverse': () => ({ city: 'bengaluru', state: 'Karnataka' }) });
    const { user } = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByText(/Your restaurant will be listed in/)).toHaveTextContent(
      'Your restaurant will be listed in bengaluru, Karnataka.',
    );
    await user.click(screen.getByRole('button', { name: 'Enter coordinates' }));
    expect(field(/^Latitude/)).toHaveValue('12.971599');
    expect(field(/^Longitude/)).toHaveValue('77.594568');
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ timeout: 10_000, enableHighAccuracy: true });
  });

  it('a refused location asks for an address or pincode instead', async () => {
    stubGeolocation((_success, failure) => failure?.({ code: 1 } as GeolocationPositionError));
    mockApi({});
    const { user } = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location access was refused. Search by address or pincode instead.',
    );
  });

  it('a search by pincode sets the restaurant there, names the city and signs up with its coordinates', async () => {
    const fetchMock = mockApi({
      '/api/geocode/coords': (url) =>
        url.searchParams.get('address') === '560001'
          ? { latitude: 12.9762, longitude: 77.6033 }
          : reply(404, { message: 'Address not found' }),
      '/api/geocode/reverse': () => ({ city: 'bengaluru', state: 'Karnataka' }),
      '/seller/signup': () => reply(201, { message: 'Signup successful.', requestId: 'q'.repeat(22) }),
    });
    const { user } = renderSignup();

    await fillSignup(user, { coordinates: false });
    // Enter searches; it does not send the sign-up.
    await user.type(field(/^Address or pincode/), ' 560001 {Enter}');

    expect(await screen.findByText(/Your restaurant will be listed in/)).toHaveTextContent(
      'Your restaurant will be listed in bengaluru, Karnataka.',
    );
    expect(callsTo(fetchMock, '/seller/signup')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/signup')[0]?.body).toMatchObject({ latitude: 12.9762, longitude: 77.6033 });
  });

  it('a search that finds no place says so', async () => {
    mockApi({ '/api/geocode/coords': () => reply(404, { message: 'Address not found' }) });
    const { user } = renderSignup();

    await user.type(field(/^Address or pincode/), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ADDRESS_NOT_FOUND);
  });

  it('the coordinates name the city the restaurant will be listed in', async () => {
    const fetchMock = mockApi({
      '/api/geocode/reverse': (url) =>
        url.searchParams.get('lat') === '12.97'
          ? { city: 'bengaluru', state: 'Karnataka' }
          : reply(404, { message: 'We could not find a city at your location' }),
    });
    const { user } = renderSignup();

    await user.click(screen.getByRole('button', { name: 'Enter coordinates' }));
    await user.type(field(/^Latitude/), '12.97');
    await user.type(field(/^Longitude/), '77.59');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your restaurant will be listed in bengaluru, Karnataka.',
    );

    await user.clear(field(/^Latitude/));
    await user.type(field(/^Latitude/), '1');
    expect(await screen.findByText(/No city found near these coordinates/)).toBeInTheDocument();
    // Typing is debounced: one look-up per settled pair of coordinates.
    expect(callsTo(fetchMock, '/api/geocode/reverse')).toHaveLength(2);
  });

  it('a successful sign-up asks for the code mailed to the email, then goes to the seller login', async () => {
    const message =
      'Signup successful. We have sent a verification code to your email. Once it is verified and the admin approves your account, you can log in.';
    const verified = 'Email verified successfully. You can log in once the admin approves your account.';
    const fetchMock = mockApi({
      '/seller/signup': () => reply(201, { message, requestId: 'q'.repeat(22) }),
      '/seller/verify': () => ({ message: verified }),
    });
    const { user } = renderSignup();

    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(callsTo(fetchMock, '/seller/signup')).toEqual([
      {
        method: 'POST',
        body: {
          sellerName: 'Ravi Rao',
          phone: '9876543210',
          email: 'ravi@example.com',
          password: 'Seller@123',
          restaurantName: 'Ravi Tiffins',
          latitude: 12.97,
          longitude: 77.59,
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Verification code/), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/login');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({ email: 'ravi@example.com', notice: verified });
    expect(callsTo(fetchMock, '/seller/verify')).toEqual([
      { method: 'POST', body: { email: 'ravi@example.com', verificationEmail: '123456', requestId: 'q'.repeat(22) } },
    ]);
  });

  it('a wrong code shows the server message and stays on the code step', async () => {
    mockApi({
      '/seller/signup': () => reply(201, { message: 'Signup successful.', requestId: 'q'.repeat(22) }),
      '/seller/verify': () => reply(400, { message: 'Invalid or expired code. Check it, or ask for a new one.' }),
    });
    const { user } = renderSignup();
    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(await screen.findByLabelText(/^Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired code. Check it, or ask for a new one.',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('coordinates outside any city show the server message', async () => {
    mockApi({
      '/seller/signup': () =>
        reply(400, {
          message: 'We could not find a city at these coordinates. Please check the latitude and longitude.',
          code: 'NO_CITY_AT_COORDINATES',
        }),
    });
    const { user } = renderSignup();

    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a city at these coordinates.');
  });

  it('a taken email shows the server message with a way to the seller login', async () => {
    mockApi({
      '/seller/signup': () =>
        reply(409, { message: 'An account with this email already exists. Please log in.', code: 'EMAIL_TAKEN' }),
    });
    const { user } = renderSignup();

    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please log in.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to Seller Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/seller/login');
  });

  it('a sign-up failure without a message says Signup failed', async () => {
    mockApi({ '/seller/signup': () => new Response('', { status: 500 }) });
    const { user } = renderSignup();

    await fillSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Signup failed$/));
  });
});
