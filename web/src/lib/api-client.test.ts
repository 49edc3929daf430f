import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/mock-api';
import { api, ApiError } from './api-client';
import { cartAddRoute } from '@tiffin/shared/api/routes/cart';
import {
  catalogueGetFoodRoute,
  catalogueListCategoriesRoute,
  catalogueListFoodsRoute,
  catalogueListRestaurantsRoute,
} from '@tiffin/shared/api/routes/catalogue';
import { sellerStatsRoute } from '@tiffin/shared/api/routes/seller';

describe('api client', () => {
  it('the path, query and method come from the route table', async () => {
    const fetchMock = mockApi({ '/api/foods/get/abc': () => ({ _id: 'abc' }) });

    await api(catalogueGetFoodRoute, { params: { id: 'abc' } });
    await api(catalogueListFoodsRoute, { query: { city: 'delhi', sort: 'rating', type: undefined } }).catch(() => {});

    const [first, second] = fetchMock.mock.calls;
    expect(String(first![0])).toBe('http://localhost:3000/x/api/foods/get/abc');
    expect(first![1]!.method).toBe('GET');
    expect(String(second![0])).toBe('http://localhost:3000/x/api/foods/get?city=delhi&sort=rating');
  });

  it('an error answer becomes an ApiError with the status, the server message and code', async () => {
    mockApi({
      '/api/foods/get/x': () => reply(409, { message: 'Your cart holds another restaurant', code: 'CART_RESTAURANT' }),
    });

    const error = await api(catalogueGetFoodRoute, { params: { id: 'x' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Your cart holds another restaurant',
      code: 'CART_RESTAURANT',
    });
  });

  it('an error without a JSON body still says what failed', async () => {
    mockApi({
      '/api/categories/get': () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });

    await expect(api(catalogueListCategoriesRoute)).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502 Bad Gateway)',
    });
  });

  it('a bearer token and a JSON body are sent when given', async () => {
    const fetchMock = mockApi({ '/api/cart/add': () => ({ message: 'ok' }) });

    await api(cartAddRoute, { body: { foodId: 'f1' }, token: 't0ken' });

    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"foodId":"f1"}');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t0ken');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('an unreachable server is an ApiError with status 0', async () => {
    mockApi({});
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));

    await expect(api(catalogueListCategoriesRoute)).rejects.toMatchObject({ status: 0 });
  });
});

describe('api client types', () => {
  it('the client is typed from the route table (checked by tsc)', () => {
    // Never called: tsc checks these lines, the test only keeps them in one place.
    const typeChecks = async () => {
      // @ts-expect-error a path with {id} needs its params
      await api(catalogueGetFoodRoute);
      // @ts-expect-error the sort must be one of the five sorts
      await api(catalogueListFoodsRoute, { query: { city: 'pune', sort: 'cheapest' } });
      // @ts-expect-error a route without a query schema takes no query
      await api(sellerStatsRoute, { query: { city: 'pune' } });
      const page = await api(catalogueListRestaurantsRoute, { query: { city: 'pune' } });
      const name: string | undefined = page.items[0]?.name;
      const cursor: string | null = page.nextCursor;
      return [name, cursor];
    };
    expect(typeof typeChecks).toBe('function');
  });
});
