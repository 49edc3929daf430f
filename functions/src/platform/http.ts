import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDef } from '@tiffin/shared/api/routes';
import {
  AppError,
  BadRequest,
  Forbidden,
  NotImplemented,
  PayloadTooLarge,
  TooManyRequests,
  Unauthorized,
} from './errors.ts';
import type { AccountRecord } from '#data/account-items';
import { getAccount } from '#data/accounts-repository';
import { logger } from './logger.ts';
import { enforceRateLimits, type RateTicket } from './rate-limit.ts';
import { SESSION_EXPIRED, verifyToken, type Claims } from './tokens.ts';

/** Bodies above this are refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemasOf<D> = D extends { schemas: infer S } ? S : Record<string, never>;

/** The verified token's claims and the account the standing check just read, so the domain call need not read it again. */
export interface Caller extends Claims {
  account?: AccountRecord;
}

/** What a route's domain call receives: validated inputs and, on a protected route, the caller. */
export interface RouteRequest<D extends RouteDef> {
  body: Infer<SchemasOf<D> extends { body: infer B } ? B : undefined>;
  query: Infer<SchemasOf<D> extends { query: infer Q } ? Q : undefined>;
  params: Infer<SchemasOf<D> extends { params: infer P } ? P : undefined>;
  caller: D['role'] extends 'public' ? Caller | null : Caller;
  rawBody: string;
  event: APIGatewayProxyEventV2;
}

export interface RouteResult {
  statusCode?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What the preset learned about a request before the domain call, keyed by the event object. */
const prepared = new WeakMap<
  APIGatewayProxyEventV2,
  { rawBody: string; caller: Caller | null; input: Record<string, unknown> }
>();
/** The failure-only limits a request holds, kept apart so an error before `prepared` is set still settles them. */
const tickets = new WeakMap<APIGatewayProxyEventV2, RateTicket>();

function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function readBody(event: APIGatewayProxyEventV2): string {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLarge();
  return text;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('Malformed JSON body');
  }
}

async function authenticate(route: RouteDef, event: APIGatewayProxyEventV2): Promise<Caller | null> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (route.role === 'public') return token ? verifyToken(token).catch(() => null) : null;
  if (!token) throw new Unauthorized();
  const caller = await verifyToken(token);
  if (caller.role !== route.role) throw new Forbidden();
  return { ...caller, account: await checkStanding(caller, route) };
}

export const STANDING_MESSAGES = {
  gone: 'Your account no longer exists.',
  sellerNotApproved: 'Your seller account is not approved. Please wait for the admin to approve it.',
  passwordChangeRequired: 'Password change required',
} as const;

/**
 * One read of the account on every protected call (DESIGN 7): a token issued before the last password
 * reset or change is refused, a revoke or a deletion takes effect at once, and an admin must change
 * the initial password before anything else. The account rides along, so the domain call need not
 * read it again.
 */
async function checkStanding(caller: Claims, route: RouteDef): Promise<AccountRecord> {
  const account = await getAccount(caller.sub);
  if (!account || account.role !== caller.role) throw new Unauthorized(STANDING_MESSAGES.gone);
  if ((account.tokenVersion ?? 0) !== caller.ver) throw new Unauthorized(SESSION_EXPIRED);
  if (caller.role === 'seller' && !account.approved) {
    throw new Forbidden(STANDING_MESSAGES.sellerNotApproved, 'SELLER_NOT_APPROVED');
  }
  if (caller.role === 'admin' && account.isFirstLogin && route.handler !== 'admin/updatePassword') {
    throw new Forbidden(STANDING_MESSAGES.passwordChangeRequired, 'PASSWORD_CHANGE_REQUIRED');
  }
  return account;
}

/** zod's first issue becomes the answer's message, so the spec's exact texts reach the user. */
function validate(schema: z.ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message =
    value === undefined && what === 'body' ? 'Request body is required' : (issue?.message ?? `Invalid ${what}`);
  throw new BadRequest(message);
}

function toResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const response = json(
      error.statusCode,
      error.code ? { message: error.message, code: error.code } : { message: error.message },
    );
    if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined) {
      response.headers = {
        ...response.headers,
        'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))),
      };
    }
    return response;
  }
  logger.error('Unhandled error', error as Error);
  return json(500, { message: 'Something went wrong. Please try again.' });
}

/**
 * The Middy preset every route handler uses (DESIGN section 5): logging, security headers, CORS,
 * body parse with a size cap, auth and role, zod validation, the domain call, and error mapping.
 */
export function httpHandler<const D extends RouteDef>(
  route: D,
  domainCall: (request: RouteRequest<D>) => Promise<RouteResult | unknown>,
) {
  // The site's own origins, comma-separated (set by CDK); `*` only where none is set (the local gateway).
  const corsOrigins = (process.env.CORS_ORIGIN ?? '*').split(',');
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>({
    timeoutEarlyInMillis: 0,
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpSecurityHeaders())
    .use(httpCors({ origins: corsOrigins, credentials: false, headers: 'authorization,content-type' }))
    .use({
      before: async ({ event }) => {
        const rawBody = readBody(event);
        const bodyJson = route.rawBody ? undefined : parseJson(rawBody);
        const caller = await authenticate(route, event);
        if (!route.served) throw new NotImplemented();
        const input = {
          body: validate(route.schemas?.body, bodyJson, 'body'),
          query: validate(route.schemas?.query, event.queryStringParameters, 'query'),
          params: validate(route.schemas?.params, event.pathParameters, 'path'),
        };
        if (route.limits) {
          const email = (input.body as { email?: unknown } | undefined)?.email;
          const ticket = await enforceRateLimits(route.handler, route.limits, {
            ip: event.requestContext?.http?.sourceIp,
            email: typeof email === 'string' ? email : undefined,
          });
          tickets.set(event, ticket);
        }
        prepared.set(event, { rawBody, caller, input });
      },
      // Runs first among the error handlers (they run in reverse), so CORS and security headers still apply.
      onError: async (request) => {
        // Only a refusal of the credentials (401) stays counted as a failure.
        if (!(request.error instanceof Unauthorized)) await tickets.get(request.event)?.settle('other');
        request.response = { ...(request.response ?? {}), ...toResponse(request.error) };
      },
    })
    .handler(async (event) => {
      const state = prepared.get(event);
      if (!state) throw new Error('request was not prepared');
      const result = await domainCall({
        ...state.input,
        caller: state.caller,
        rawBody: state.rawBody,
        event,
      } as RouteRequest<D>);
      await tickets.get(event)?.settle('success');
      if (isRouteResult(result)) {
        const response = json(result.statusCode ?? 200, result.body);
        return { ...response, headers: { ...response.headers, ...result.headers } };
      }
      return json(200, result);
    });
}

/** A domain call may answer a plain value (200) or say its status and headers. */
export function respond(body: unknown, statusCode = 200, headers?: Record<string, string>): RouteResult {
  return Object.assign(Object.create(routeResultMarker) as object, { body, statusCode, headers }) as RouteResult;
}
const routeResultMarker = {};
function isRouteResult(value: unknown): value is RouteResult {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === routeResultMarker;
}
