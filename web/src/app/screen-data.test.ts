import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { foodKeys, restaurantKeys } from '@/features/catalogue/api/query-keys';
import { useDevicePosition } from '@/lib/device-position';
import { setToken } from '@/lib/session';
import { aCart, aFoodDetail } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { createRoutes, type ScreenData } from './router';
import { appQueryClient } from './query-provider';
import { screenData } from './screen-data';

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

const load = (route: RouteObject | undefined, params: Record<string, string> = {}) =>
  (route?.loader as (args: { params: Record<string, string> }) => unknown)({ params });

describe("a screen's data is asked for while its code is still on the way", () => {
  it('opening home, a dish or the cart starts reading at once, without holding back the screen', () => {
    const prefetch: ScreenData = { home: vi.fn(), food: vi.fn(), cart: vi.fn() };
    const routes = createRoutes(prefetch);

    const home = routes[0]!.children![0]!.children!.find((route) => route.index);
    expect(load(home)).toBeNull();
    expect(prefetch.home).toHaveBeenCalledOnce();
    expect(load(routeAt(routes, 'food/:id'), { id: 'f-1' })).toBeNull();
    expect(prefetch.food).toHaveBeenCalledWith('f-1');
    expect(load(routeAt(routes, 'cart'))).toBeNull();
    expect(prefetch.cart).toHaveBeenCalledOnce();
  });

  it('the dish lands in the cache the screen reads, from one request', async () => {
    const fetchMock = mockApi({ '/api/foods/get/f-1': () => aFoodDetail({ _id: 'f-1' }) });

    await screenData.food('f-1');
    await screenData.food('f-1');

    expect(callsTo(fetchMock, '/api/foods/get/f-1')).toHaveLength(1);
    expect(appQueryClient.getQueryData(foodKeys.detail('f-1'))).toMatchObject({ _id: 'f-1' });
  });

  it('the cart is read early only for a signed-in customer (a visitor goes to the login page, asking nothing)', async () => {
    const fetchMock = mockApi({ '/api/cart/get/user': () => aCart([]) });

    await screenData.cart();
    expect(callsTo(fetchMock, '/api/cart/get/user')).toHaveLength(0);

    setToken('customer', 'a-token');
    await screenData.cart();
    expect(callsTo(fetchMock, '/api/cart/get/user')).toHaveLength(1);
  });
});

describe('opening the home page', () => {
  const askDevice = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude: 12.97163, longitude: 77.59457 } } as GeolocationPosition),
  );
  const stubGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition'] = askDevice) =>
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    askDevice.mockClear();
  });

  it("asks the device where it is once: the page takes that answer, and reads the city's restaurants before it renders", async () => {
    stubGeolocation();
    const fetchMock = mockApi({
      '/api/geocode/reverse': () => ({ city: 'Bengaluru' }),
      '/api/restaurant/get': () => ({ items: [], nextCursor: null }),
    });

    await screenData.home();
    expect(callsTo(fetchMock, '/api/restaurant/get')).toHaveLength(1);
    expect(appQueryClient.getQueryData(restaurantKeys.list({ city: 'bengaluru' }))).toBeDefined();

    const { result } = renderHook(() => useDevicePosition());
    await waitFor(() =>
      expect(result.current.position).toEqual({ status: 'located', coords: { lat: 12.972, lon: 77.595 } }),
    );
    expect(askDevice).toHaveBeenCalledOnce();

    // A later visit of the page asks the device afresh.
    renderHook(() => useDevicePosition());
    await waitFor(() => expect(askDevice).toHaveBeenCalledTimes(2));
  });

  it('a device that refuses is refused once, and the page shows it', async () => {
    const refuse = vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    stubGeolocation(refuse);
    const fetchMock = mockApi({});

    await screenData.home();
    const { result } = renderHook(() => useDevicePosition());
    await waitFor(() => expect(result.current.position).toEqual({ status: 'unavailable', reason: 'denied' }));
    expect(refuse).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
