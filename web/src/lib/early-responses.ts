/**
 * Responses the page's HTML asked for before the app's code arrived (app/early-data.tsx): the API call of the page's
 * first query, started by a small script in the page itself. `api()` takes the one for its URL, once, instead of
 * sending the same request again.
 */
declare global {
  interface Window {
    __tiffinEarly?: Record<string, Promise<Response> | undefined>;
  }
}

export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__tiffinEarly;
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}
