import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CITY_STORAGE_KEY, useCity } from '../hooks/use-city';
import { CityBar } from './city-bar';

function Harness() {
  const state = useCity();
  return (
    <>
      <CityBar {...state} />
      <output data-testid="city">{state.city ?? ''}</output>
    </>
  );
}

type GetCurrentPosition = Geolocation['getCurrentPosition'];

function stubGeolocation(getCurrentPosition: GetCurrentPosition) {
  const spy = vi.fn(getCurrentPosition);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: spy } });
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('visitor city', () => {
  it('the device location goes to our reverse geocoder with a 10 s time-out and high accuracy', async () => {
    const spy = stubGeolocation((success) =>
      success({ coords: { latitude: 12.9716, longitude: 77.5946 } } as GeolocationPosition),
    );
    const fetchMock = mockApi({ '/api/geocode/reverse': () => ({ city: 'bengaluru', state: 'karnataka' }) });
    renderWithProviders(<Harness />);

    expect(await screen.findByText('(from your location)', { exact: false })).toHaveTextContent(
      'Showing restaurants in Bengaluru (from your location)',
    );
    expect(screen.getByTestId('city')).toHaveTextContent('bengaluru');
    expect(spy.mock.calls[0]![2]).toEqual({ timeout: 10_000, enableHighAccuracy: true });
    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.pathname).toBe('/x/api/geocode/reverse');
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(12.9716, 2);
    expect(Number(url.searchParams.get('lon'))).toBeCloseTo(77.5946, 2);
  });

  it('a refused location offers a city picker and remembers the choice', async () => {
    stubGeolocation((_success, error) => error?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    const { user, unmount } = renderWithProviders(<Harness />);

    expect(await screen.findByText(/Location access is turned off/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Your city' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bengaluru',
      'Mumbai',
      'Delhi',
      'Hyderabad',
      'Chennai',
    ]);
    await user.click(screen.getByRole('option', { name: 'Mumbai' }));

    expect(screen.getByTestId('city')).toHaveTextContent('mumbai');
    expect(JSON.parse(window.localStorage.getItem(CITY_STORAGE_KEY) ?? 'null')).toBe('mumbai');

    unmount();
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('combobox', { name: 'Your city' })).toHaveValue('Mumbai');
    expect(screen.getByTestId('city')).toHaveTextContent('mumbai');
  });

  it('a browser without geolocation offers the city picker', async () => {
    renderWithProviders(<Harness />);

    expect(await screen.findByText(/This browser cannot share its location/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Your city' })).toBeInTheDocument();
  });

  it('a city found from the device can still be changed by hand', async () => {
    stubGeolocation((success) => success({ coords: { latitude: 19.07, longitude: 72.87 } } as GeolocationPosition));
    mockApi({ '/api/geocode/reverse': () => ({ city: 'Mumbai' }) });
    const { user } = renderWithProviders(<Harness />);

    await user.click(await screen.findByRole('button', { name: 'Change city' }));
    expect(screen.getByTestId('city')).toHaveTextContent('mumbai');
    await user.click(screen.getByRole('combobox', { name: 'Your city' }));
    await user.click(screen.getByRole('option', { name: 'Delhi' }));

    expect(screen.getByTestId('city')).toHaveTextContent('delhi');
  });
});
