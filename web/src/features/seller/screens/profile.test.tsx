import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { aSellerProfile } from '@/test/seller-fixtures';
import SellerProfileScreen from './profile';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
/** Mantine's Alert carries its colour in its CSS variables. */
const colourOf = (alert: HTMLElement) =>
  /var\(--mantine-color-(\w+)-light\)/.exec(alert.getAttribute('style') ?? '')?.[1];

// Typing into whole forms takes seconds on a busy machine.
describe('seller profile', { timeout: 20_000 }, () => {
  it('the profile email cannot be edited', async () => {
    mockApi({ '/seller/profile': () => aSellerProfile() });
    const { user } = renderWithProviders(<SellerProfileScreen />);

    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('seller@tiffin.local');
    expect(email).toHaveAttribute('readonly');
    await user.type(email, 'x');
    expect(email).toHaveValue('seller@tiffin.local');
    expect(screen.getByText('Your login email cannot be changed.')).toBeInTheDocument();
  });

  it('Profile updated successfully. shows as a success', async () => {
    const saved = aSellerProfile({ sellerName: 'Ravi K Rao', restaurantName: 'Udupi Upahar Express' });
    const fetchMock = mockApi({
      '/seller/profile': (_url, init) =>
        init?.method === 'PUT' ? { message: 'Profile updated successfully.', profile: saved } : aSellerProfile(),
    });
    const { user } = renderWithProviders(<SellerProfileScreen />);

    await user.clear(await screen.findByLabelText(/^Seller name/));
    await user.type(field(/^Seller name/), 'Ravi K Rao');
    await user.clear(field(/^Restaurant name/));
    await user.type(field(/^Restaurant name/), 'Udupi Upahar Express');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Profile updated successfully.');
    expect(colourOf(banner)).toBe('green');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/profile').find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      body: {
        sellerName: 'Ravi K Rao',
        phone: '9876543210',
        email: 'seller@tiffin.local',
        restaurantName: 'Udupi Upahar Express',
        description: 'Crisp dosas and filter coffee since 1978.',
        image: '',
      },
    });
  });

  it('a seller moves the restaurant by a pincode search: the profile names the city found and sends its coordinates', async () => {
    const moved = aSellerProfile({ city: 'mumbai', address: 'Mumbai, Maharashtra', latitude: 18.94, longitude: 72.83 });
    const fetchMock = mockApi({
      '/seller/profile': (_url, init) =>
        init?.method === 'PUT' ? { message: 'Profile updated successfully.', profile: moved } : aSellerProfile(),
      '/api/geocode/coords': (url) =>
        url.searchParams.get('address') === '400001'
          ? { latitude: 18.94, longitude: 72.83 }
          : reply(404, { message: 'Address not found' }),
      '/api/geocode/reverse': () => ({ city: 'mumbai', state: 'Maharashtra' }),
    });
    const { user } = renderWithProviders(<SellerProfileScreen />);

    expect(await screen.findByText(/Listed in/)).toHaveTextContent('Listed in Bengaluru (Bengaluru, Karnataka)');
    expect(screen.queryByLabelText(/^Latitude/)).not.toBeInTheDocument();
    // Enter searches; it does not save the profile.
    await user.type(field(/^Address or pincode/), '400001{Enter}');
    expect(await screen.findByText(/Your restaurant will be listed in/)).toHaveTextContent(
      'Your restaurant will be listed in mumbai, Maharashtra.',
    );
    expect(callsTo(fetchMock, '/seller/profile').filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/profile').find((call) => call.method === 'PUT')?.body).toMatchObject({
      latitude: 18.94,
      longitude: 72.83,
    });
    expect(await screen.findByText(/Listed in/)).toHaveTextContent('Listed in Mumbai (Mumbai, Maharashtra)');
  });

  it('a failed update is a red banner: the server message, Failed to update profile. without one', async () => {
    let answer = reply(400, { message: 'Invalid Indian phone number' });
    mockApi({
      '/seller/profile': (_url, init) => (init?.method === 'PUT' ? answer : aSellerProfile()),
    });
    const { user } = renderWithProviders(<SellerProfileScreen />);

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Invalid Indian phone number');
    expect(colourOf(banner)).toBe('red');

    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
  });

  it('the profile checks the phone and image before calling the server', async () => {
    const fetchMock = mockApi({ '/seller/profile': () => aSellerProfile() });
    const { user } = renderWithProviders(<SellerProfileScreen />);

    await user.clear(await screen.findByLabelText(/^Phone number/));
    await user.type(field(/^Phone number/), '12345');
    await user.type(field(/^Image URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Invalid Indian phone number')).toBeInTheDocument();
    expect(screen.getByText('Image must be an https:// address')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/profile').filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('a restaurant the admin deleted is explained', async () => {
    mockApi({
      '/seller/profile': () => reply(404, { message: 'Your restaurant was not found. Please contact the admin.' }),
    });
    renderWithProviders(<SellerProfileScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your restaurant was not found. Please contact the admin.',
    );
  });

  it('a seller sets weekly hours; a closing time before the opening time is refused before sending', async () => {
    const fetchMock = mockApi({
      '/seller/profile': () => aSellerProfile(),
      '/seller/hours': (_url, init) => ({ message: 'Opening hours saved.', ...JSON.parse(String(init!.body)) }),
    });
    const { user } = renderWithProviders(<SellerProfileScreen />);

    await user.click(await screen.findByRole('checkbox', { name: 'Open all day, every day' }));
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Monday' }));
    const closes = screen.getByLabelText('Tuesday closes at');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.clear(screen.getByLabelText('Tuesday opens at'));
    await user.type(screen.getByLabelText('Tuesday opens at'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/hours')).toEqual([]);

    await user.clear(closes);
    await user.type(closes, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Opening hours saved.')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, '/seller/hours');
    expect(sent!.body).toMatchObject({
      paused: false,
      hours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '22:00' }))],
    });
  });

  it('opening hours are a card of their own with one Save, apart from the profile form, and keep the pause as it is', async () => {
    const hours = Array.from({ length: 7 }, () => ({ open: '08:00', close: '21:00' }));
    const fetchMock = mockApi({
      '/seller/profile': () => aSellerProfile({ hours, paused: true }),
      '/seller/hours': (_url, init) => ({ message: 'Opening hours saved.', ...JSON.parse(String(init!.body)) }),
    });
    const { user } = renderWithProviders(<SellerProfileScreen />);

    const card = await screen.findByRole('region', { name: 'Opening hours' });
    const profileForm = screen.getByRole('button', { name: 'Update Profile' }).closest('form')!;
    expect(profileForm).not.toContainElement(card);
    expect(within(card).getAllByRole('button')).toHaveLength(1);
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Orders are paused now');

    await user.click(within(card).getByRole('button', { name: 'Save hours' }));
    expect(await within(card).findByText('Opening hours saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/hours')).toEqual([{ method: 'PUT', body: { hours, paused: true } }]);
  });
});
