import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_SENT_KEY } from '@/features/auth/hooks/use-report-location';
import { setToken } from '@/lib/session';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import HomeScreen from './home';

function stubGeolocation() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: vi.fn((success: PositionCallback) =>
        success({ coords: { latitude: 12.97163, longitude: 77.59457 } } as GeolocationPosition),
      ),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

const homeApi = () =>
  mockApi({
    '/api/geocode/reverse': () => ({ city: 'bengaluru' }),
    '/api/users/update-location': () => ({ message: 'Location updated', location: { city: 'bengaluru' } }),
    '/api/restaurant/get': () => ({ items: [], nextCursor: null }),
    '/api/categories/get': () => ({ items: [] }),
    '/api/foods/get': () => ({ items: [], nextCursor: null }),
  });

const locationUpdates = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/users/update-location'));

describe('home location', () => {
  it('a signed-in customer sends the device location once per session', async () => {
    stubGeolocation();
    setToken('customer', 'header.payload.signature-one');
    const fetchMock = homeApi();
    const { unmount } = renderWithProviders(<HomeScreen />);

    await waitFor(() => expect(locationUpdates(fetchMock)).toHaveLength(1));
    const [, init] = locationUpdates(fetchMock)[0]!;
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({ lat: 12.972, lon: 77.595 });
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer header.payload.signature-one');
    await waitFor(() => expect(window.sessionStorage.getItem(LOCATION_SENT_KEY)).not.toBeNull());

    unmount();
    renderWithProviders(<HomeScreen />);
    await screen.findByText('Showing restaurants in', { exact: false });
    expect(locationUpdates(fetchMock)).toHaveLength(1);
  });

  it("once a signed-in customer's location is saved, the restaurants are asked again, so their cards carry the delivery estimate", async () => {
    stubGeolocation();
    setToken('customer', 'header.payload.signature-two');
    // The save answers only after the restaurants were asked for, as on a slow network.
    let asked: () => void = () => undefined;
    const restaurantsAsked = new Promise<void>((resolve) => (asked = resolve));
    const fetchMock = mockApi({
      '/api/geocode/reverse': () => ({ city: 'bengaluru' }),
      '/api/users/update-location': async () => {
        await restaurantsAsked;
        return { message: 'Location updated', location: { city: 'bengaluru' } };
      },
      '/api/restaurant/get': () => {
        asked();
        return { items: [], nextCursor: null };
      },
      '/api/categories/get': () => ({ items: [] }),
      '/api/foods/get': () => ({ items: [], nextCursor: null }),
    });
    renderWithProviders(<HomeScreen />);

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/x/api/restaurant/get'),
      ).toHaveLength(2),
    );
  });

  it('an anonymous visitor keeps the location to the page', async () => {
    stubGeolocation();
    const fetchMock = homeApi();
    renderWithProviders(<HomeScreen />);

    await screen.findByText('(from your location)', { exact: false });
    expect(locationUpdates(fetchMock)).toHaveLength(0);
  });
});

describe('home categories', () => {
  const categoryQueries = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === '/x/api/categories/get')
      .map((url) => url.searchParams.get('city'));

  it('while the city is being found, asks only for the categories of the city found, not of every city first', async () => {
    stubGeolocation();
    const fetchMock = homeApi();
    renderWithProviders(<HomeScreen />);

    await screen.findByText('(from your location)', { exact: false });
    await waitFor(() => expect(categoryQueries(fetchMock)).toEqual(['bengaluru']));
  });

  it('a visitor whose location gives no city sees the categories of every city', async () => {
    // No geolocation in this browser: the city picker asks, and the strip shows every city's categories.
    const fetchMock = homeApi();
    renderWithProviders(<HomeScreen />);

    await screen.findByText('This browser cannot share its location.', { exact: false });
    await waitFor(() => expect(categoryQueries(fetchMock)).toEqual([null]));
  });
});

describe('home sections', () => {
  it('mount after the city shows, in a render of their own, not in the update the geocoder answers with', async () => {
    stubGeolocation();
    homeApi();
    // What the page held the first time it said which city it shows: the sections are still a skeleton then.
    let sectionsWithCity: boolean | undefined;
    const observer = new MutationObserver(() => {
      if (sectionsWithCity === undefined && document.body.textContent?.includes('Showing restaurants in')) {
        sectionsWithCity = document.getElementById('restaurants-heading') !== null;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderWithProviders(<HomeScreen />);

    await screen.findByRole('heading', { name: /Top-rated restaurants in Bengaluru/ });
    observer.disconnect();
    expect(sectionsWithCity).toBe(false);
  });
});
