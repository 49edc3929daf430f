import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_CITY_KEY } from '@/features/location/hooks/use-city';
import { setToken } from '@/lib/session';
import { aFood, aUserInfo } from '@/test/fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import FoodsScreen from './foods';

const userWithCity = (city: string | null) => aUserInfo({ location: { city } });

function catalogue(userInfo: () => unknown) {
  return mockApi({
    '/api/users/user-info': userInfo,
    '/api/restaurant/get': () => ({ items: [], nextCursor: null }),
    '/api/categories/get': () => ({ items: [] }),
    '/api/foods/get': () => ({ items: [aFood()], nextCursor: null }),
  });
}

const foodsCity = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .find((url) => url.pathname === '/x/api/foods/get')
    ?.searchParams.get('city');

describe('/foods city', () => {
  it("/foods uses the customer's saved city from user-info, asked with the bearer token", async () => {
    setToken('customer', 't0ken');
    window.sessionStorage.setItem(CURRENT_CITY_KEY, 'mumbai');
    const fetchMock = catalogue(() => userWithCity('delhi'));
    renderWithProviders(<FoodsScreen />, { at: '/foods' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dishes in Delhi' })).toBeInTheDocument();
    await waitFor(() => expect(foodsCity(fetchMock)).toBe('delhi'));
    const userCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/users/user-info'))!;
    expect(new Headers(userCall[1]!.headers).get('Authorization')).toBe('Bearer t0ken');
  });

  it('without a saved city /foods uses the city the home page found', async () => {
    setToken('customer', 't0ken');
    window.sessionStorage.setItem(CURRENT_CITY_KEY, 'bengaluru');
    const fetchMock = catalogue(() => userWithCity(null));
    renderWithProviders(<FoodsScreen />, { at: '/foods' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dishes in Bengaluru' })).toBeInTheDocument();
    await waitFor(() => expect(foodsCity(fetchMock)).toBe('bengaluru'));
  });

  it('without any city /foods asks for one with the city picker', async () => {
    setToken('customer', 't0ken');
    const fetchMock = catalogue(() => reply(500, { message: 'Internal server error' }));
    const { user } = renderWithProviders(<FoodsScreen />, { at: '/foods' });

    await user.click(await screen.findByRole('combobox', { name: 'Your city' }));
    await user.click(screen.getByRole('option', { name: 'Chennai' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dishes in Chennai' })).toBeInTheDocument();
    await waitFor(() => expect(foodsCity(fetchMock)).toBe('chennai'));
  });
});
