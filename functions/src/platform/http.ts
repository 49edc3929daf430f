import middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from '@tiffin/shared/zod';
import type { RouteDef } from '@tiffin/shared/api/routes';
import type { RateLimitRule } from '@tiffin/shared/api/routes';
import {
  AppError,
  BadRequest,
  Forbidden,
  PayloadTooLarge,
  TooManyRequests,
  Unauthorized,
  WrongSecret,
} from './errors.ts';
import { logger } from './logger.ts';
import { countAnswer, flushMetrics } from './metrics.ts';
import { tracer } from './tracer.ts';
import { verifyToken, type Claims } from './tokens.ts';
import { clientAddress, originSecret } from './client-address.ts';

/** Bodies above this are refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type SchemasOf<D> = D extends { schemas: infer S } ? S : Record<string, never>;

/** The verified token's claims and the account the standing check just read, so the domain call need not read it again. */
export interface Caller<Account = unknown> extends Claims {
  account?: Account;
}

/** What a request holds of its limits, settled once its answer is known (a failure stays counted). */
export interface LimitTicket {
  settle(outcome: 'success' | 'refused'): Promise<void>;
}

/**
 * What the preset is given rather than reaching for it: the standing check of a protected call
 * (domain/users/standing) and the abuse limits (domain/limits/rate-limit), wired in wiring/http.ts.
 */
export interface PresetPorts<Account = unknown> {
  standing(caller: Claims, route: RouteDef): Promise<Account>;
  limits(
    scope: string,
    rules: readonly RateLimitRule[],
    values: { ip?: string; email?: string; account?: string },
  ): Promise<LimitTicket>;
}

/** What a route's domain call receives: validated inputs and, on a protected route, the caller. */
export interface RouteRequest<D extends RouteDef, Account = unknown> {
  body: Infer<SchemasOf<D> extends { body: infer B } ? B : undefined>;
  query: Infer<SchemasOf<D> extends { query: infer Q } ? Q : undefined>;
  params: Infer<SchemasOf<D> extends { params: infer P } ? P : undefined>;
  caller: D['role'] extends 'public' ? Caller<Account> | null : Caller<Account>;
  rawBody: string;
  event: APIGatewayProxyEventV2;
}

export interface RouteResult {
  statusCode?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * What the preset learned about a request before the domain call. It rides on the Middy request's
 * context (Middy's way to hand middleware results to the handler), set by the `before` step.
 */
interface PresetContext extends Context {
  prepared?: { rawBody: string; caller: Caller | null; input: Record<string, unknown> };
  /** The limits' places this request holds, settled by the answer (or the error). */
  ticket?: LimitTicket;
}

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

/**
 * A public route's caller: a token that does not verify, or whose account fails the standing check (revoked, its
 * password reset or changed since, deleted), counts as no token, so it learns nothing of the account.
 */
async function publicCaller(ports: PresetPorts<unknown>, route: RouteDef, token: string): Promise<Caller | null> {
  const caller = await verifyToken(token).catch(() => null);
  if (!caller) return null;
  try {
    return { ...caller, account: await ports.standing(caller, route) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
}

async function authenticate(
  ports: PresetPorts<unknown>,
  route: RouteDef,
  event: APIGatewayProxyEventV2,
): Promise<Caller | null> {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (route.role === 'public') return token ? publicCaller(ports, route, token) : null;
  if (!token) throw new Unauthorized();
  const caller = await verifyToken(token);
  if (caller.role !== route.role) throw new Forbidden();
  return { ...caller, account: await ports.standing(caller, route) };
}

/** zod's first issue becomes the answer's message, so the spec's exact texts reach the user. */
function validate(schema: z.ZodMiniType | undefined, value: unknown, what: string): unknown {
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
 * The Middy preset every route handler uses (docs/architecture.md#a-request-through-a-handler): logging, tracing (a subsegment per invocation,
 * annotated with the route and its role), security headers, body parse with a size cap, auth and role,
 * zod validation, abuse limits, the domain call, and error mapping. `createHttpHandler` is given the standing check and the limits (wiring/http.ts wires them).
 */
export function createHttpHandler<Account>(ports: PresetPorts<Account>, options: { timeoutEarlyInMillis: number }) {
  return function httpHandler<const D extends RouteDef>(
    route: D,
    domainCall: (request: RouteRequest<D, Account>) => Promise<RouteResult | unknown>,
  ) {
    return (
      middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, PresetContext>({
        timeoutEarlyInMillis: options.timeoutEarlyInMillis,
      })
        .use(injectLambdaContext(logger, { resetKeys: true }))
        // Answers are not put in traces: they hold tokens and personal data.
        .use(captureLambdaHandler(tracer, { captureResponse: false }))
        .use(httpSecurityHeaders())
        .use({
          before: async ({ event, context }) => {
            tracer.putAnnotation('route', route.handler);
            tracer.putAnnotation('role', route.role);
            // First: a request that went around CloudFront is refused before anything else is read.
            const ip = clientAddress(event, await originSecret());
            const rawBody = readBody(event);
            const bodyJson = route.rawBody ? undefined : parseJson(rawBody);
            const caller = await authenticate(ports, route, event);
            const input = {
              body: validate(route.schemas?.body, bodyJson, 'body'),
              query: validate(route.schemas?.query, event.queryStringParameters, 'query'),
              params: validate(route.schemas?.params, event.pathParameters, 'path'),
            };
            if (route.limits) {
              const email = (input.body as { email?: unknown } | undefined)?.email;
              context.ticket = await ports.limits(route.handler, route.limits, {
                ip,
                email: typeof email === 'string' ? email : undefined,
                account: caller?.sub,
              });
            }
            context.prepared = { rawBody, caller, input };
          },
          after: async ({ response }) => {
            countAnswer(route.handler, response?.statusCode ?? 200);
            flushMetrics();
          },
          // Runs first among the error handlers (they run in reverse), so the security headers still apply.
          onError: async (request) => {
            // A wrong password (401) or code stays counted; any other refusal gives its places back.
            const failure = request.error instanceof Unauthorized || request.error instanceof WrongSecret;
            if (!failure) await request.context.ticket?.settle('refused');
            request.response = { ...(request.response ?? {}), ...toResponse(request.error) };
            countAnswer(route.handler, request.response.statusCode ?? 500);
            flushMetrics();
          },
        })
        .handler(async (event, context) => {
          const state = context.prepared;
          if (!state) throw new Error('request was not prepared');
          const result = await domainCall({
            ...state.input,
            caller: state.caller,
            rawBody: state.rawBody,
            event,
          } as RouteRequest<D, Account>);
          await context.ticket?.settle('success');
          if (result instanceof Reply) {
            const response = json(result.statusCode, result.body);
            return { ...response, headers: { ...response.headers, ...result.headers } };
          }
          return json(200, result);
        })
    );
  };
}

/** A domain call answers a plain value (200), or a Reply that says its status and headers. */
export class Reply implements RouteResult {
  constructor(
    readonly body: unknown,
    readonly statusCode = 200,
    readonly headers?: Record<string, string>,
  ) {}
}

export const respond = (body: unknown, statusCode = 200, headers?: Record<string, string>) =>
  new Reply(body, statusCode, headers);
