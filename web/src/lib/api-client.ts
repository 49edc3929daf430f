import type * as z from '@tiffin/shared/zod';
import type { ErrorBody } from '@tiffin/shared/api/common';
import type { ResponseOfRoute, RouteDef } from '@tiffin/shared/api/routes';
import { ApiError } from './api-error';
import { config } from './config';
import { takeEarlyResponse } from './early-responses';
import { expireSession, getToken, type SessionRole } from './session';

export { ApiError, isApiError, serverMessageOr } from './api-error';

/**
 * A route of the table as the client calls it (`cartAddRoute` from `@tiffin/shared/api/routes/cart`): its method,
 * path and role, its schemas for the input types, and its answer type. A screen imports only the routes it calls,
 * so its chunk holds those routes and their schemas and no others.
 */
export type ClientRoute = Pick<RouteDef, 'method' | 'path' | 'role' | 'schemas'> & { readonly __response?: unknown };

/** `'/api/foods/get/{id}'` -> `'id'` */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type SchemaInput<R extends ClientRoute, Part extends 'query' | 'body'> = R extends {
  schemas: { [P in Part]: infer S extends z.ZodMiniType };
}
  ? z.input<S>
  : never;

type ParamsOption<R extends ClientRoute> = [PathParamNames<R['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<R['path']>, string> };

type QueryOption<R extends ClientRoute> = [SchemaInput<R, 'query'>] extends [never]
  ? { query?: never }
  : { query?: SchemaInput<R, 'query'> };

/** A route without a body schema takes no body on GET, and an unchecked one otherwise. */
type BodyOption<R extends ClientRoute> = [SchemaInput<R, 'body'>] extends [never]
  ? R['method'] extends 'GET'
    ? { body?: never }
    : { body?: unknown }
  : { body: SchemaInput<R, 'body'> };

export type ApiOptions<R extends ClientRoute> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    /** Bearer token; by default a protected route sends the stored token of its role. */
    token?: string | null;
    signal?: AbortSignal;
  };

/** Options are optional only when the route needs neither path params nor a body. */
type NeedsOptions<R extends ClientRoute> = [PathParamNames<R['path']>] extends [never]
  ? [SchemaInput<R, 'body'>] extends [never]
    ? false
    : true
  : true;

type ApiArgs<R extends ClientRoute> =
  NeedsOptions<R> extends true ? [options: ApiOptions<R>] : [options?: ApiOptions<R>];

function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills `{name}` placeholders, as `pathFor` in routes.ts does (kept here so the browser never loads that module). */
function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : `Request failed (${[response.status, response.statusText].filter(Boolean).join(' ')})`;
  return new ApiError(
    response.status,
    message,
    typeof body?.code === 'string' ? body.code : undefined,
    typeof body?.message === 'string' && body.message !== '',
  );
}

/**
 * Calls one route of the route table: `api(catalogueGetFoodRoute, { params: { id } })`.
 * Resolves with the route's typed answer, rejects with an `ApiError`.
 * A protected route carries its role's bearer token; its 401 ends that role's session (the shell redirects to sign in)
 * unless the stored token changed while the call was out.
 */
export async function api<R extends ClientRoute>(route: R, ...args: ApiArgs<R>): Promise<ResponseOfRoute<R>> {
  const [options] = args;
  const { params, query, body, token, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
    token?: string | null;
    signal?: AbortSignal;
  };
  const role = route.role === 'public' ? null : (route.role as SessionRole);
  const bearer = token !== undefined ? token : role && getToken(role);
  const url = `${config.apiUrl}${fillPath(route.path, params)}${queryString(query)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;

  let response: Response;
  try {
    // The page's HTML may have sent this very request already (lib/early-responses.ts).
    response = await (takeEarlyResponse(url) ??
      fetch(url, {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }

  if (!response.ok) {
    // A 401 ends the session only while the refused token is still the stored one: a password change answers with the
    // next token, and a call the old token made meanwhile must not sign the tab out of it.
    if (response.status === 401 && role && getToken(role) === bearer) expireSession(role);
    throw await errorFrom(response);
  }
  if (response.status === 204) return undefined as unknown as ResponseOfRoute<R>;
  return (await response.json()) as ResponseOfRoute<R>;
}

/**
 * The paging half of `infiniteQueryOptions` for the API's cursor-paged lists (`{items, nextCursor}`): the first
 * page has no cursor, and a page without `nextCursor` is the last.
 */
export const cursorPages = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage: { nextCursor?: string | null }) => lastPage.nextCursor ?? undefined,
};
