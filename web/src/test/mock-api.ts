import { vi } from 'vitest';
import { stripApiPrefix } from '@tiffin/shared/api/site-prefix';

type Handler = (url: URL, init?: RequestInit) => unknown;

/** An answer with a status other than 200. */
export function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The route path a call was for: the app calls `/x/api/...` on its own origin, the route is `/api/...`. */
function apiUrlOf(input: RequestInfo | URL): URL {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, window.location.href);
  url.pathname = stripApiPrefix(url.pathname);
  return url;
}

/**
 * Stubs `fetch` for the API: handlers are keyed by route path (`/api/foods/get`), the query is left to the handler.
 * A handler returns a body (200) or a Response made with `reply`. Unknown paths answer 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = apiUrlOf(input);
    const handler = handlers[url.pathname];
    if (!handler) return reply(404, { message: `No mock for ${url.pathname}` });
    const result = await handler(url, init);
    return result instanceof Response ? result : reply(200, result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `path` (`/api/cart/add`): their method and parsed JSON body, in order. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => apiUrlOf(input).pathname === path)
    .map(([, init]) => ({
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    }));
}
