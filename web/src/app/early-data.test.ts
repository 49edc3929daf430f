import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getFood } from '@/features/catalogue/api/get-food';
import { getRestaurants } from '@/features/catalogue/api/get-restaurants';
import { CITY_STORAGE_KEY } from '@/features/location/hooks/use-city';
import { aFoodDetail, aRestaurant } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { earlyDataScript } from './early-data-script';

/** Opens `path` as the browser does: the page's HTML runs its early data script before any of the app's code. */
function openPage(path: string) {
  window.history.replaceState(null, '', path);
  new Function(earlyDataScript)();
}

const PHOTO = 'https://photos.example/photos/s-1/0b6f6ad4-6d62-4a3b-9f59-3a9b4a2f1c11-640.webp';
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('the page asks for its data before the app has loaded, and the app does not ask again', () => {
  it("a dish page's HTML reads the dish once: the screen's query takes that answer", async () => {
    const fetchMock = mockApi({ '/api/foods/get/f-1': () => aFoodDetail({ _id: 'f-1', image: PHOTO }) });

    openPage('/food/f-1');
    expect(callsTo(fetchMock, '/api/foods/get/f-1')).toHaveLength(1);

    await expect(getFood('f-1')).resolves.toMatchObject({ _id: 'f-1' });
    expect(callsTo(fetchMock, '/api/foods/get/f-1')).toHaveLength(1);
  });

  it("the dish's photo, the page's largest paint, is preloaded at high priority as soon as the dish arrives", async () => {
    mockApi({ '/api/foods/get/f-1': () => aFoodDetail({ _id: 'f-1', image: PHOTO }) });

    openPage('/food/f-1');

    await waitFor(() => expect(preloads()).toHaveLength(1));
    const [link] = preloads();
    expect(link!.href).toBe(PHOTO);
    expect(link!.getAttribute('fetchpriority')).toBe('high');
    expect(link!.getAttribute('imagesrcset')).toContain('-320.webp 320w');
    expect(link!.getAttribute('imagesizes')).toBe('(min-width: 62em) 50vw, 100vw');
  });

  it("the home page reads the saved city's restaurants once and preloads the first one's photo", async () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify('bengaluru'));
    const fetchMock = mockApi({
      '/api/restaurant/get': () => ({ items: [aRestaurant({ image: PHOTO })], nextCursor: null }),
    });

    openPage('/');

    await waitFor(() => expect(preloads().map((link) => link.href)).toEqual([PHOTO]));
    await getRestaurants({ city: 'bengaluru' });
    expect(callsTo(fetchMock, '/api/restaurant/get')).toHaveLength(1);
  });

  it('a home page without a saved city asks for nothing (the page finds the city first)', () => {
    const fetchMock = mockApi({});
    openPage('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an answer is taken once: a later read of the same address asks the server again', async () => {
    const fetchMock = mockApi({ '/api/foods/get/f-1': () => aFoodDetail({ _id: 'f-1' }) });
    openPage('/food/f-1');

    await getFood('f-1');
    await getFood('f-1');
    expect(callsTo(fetchMock, '/api/foods/get/f-1')).toHaveLength(2);
  });
});
