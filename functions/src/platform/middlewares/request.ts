import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RateLimitRule, RouteDef } from '@tiffin/shared/api/routes';
import type { Claims } from '../tokens.ts';

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

/**
 * What the preset's middlewares learn about a request before the domain call, each adding its part. It rides on the
 * Middy request's context (Middy's way to hand middleware results to the handler).
 */
export interface PresetContext extends Context {
  /** The address the abuse limits count the request under (originSecret). */
  ip?: string;
  /** The body as text, within the size limit (bodyLimit). */
  rawBody?: string;
  /** The body parsed as JSON; undefined when empty or on a raw-body route (parseJson). */
  bodyJson?: unknown;
  /** The caller, or null on a public route without a (good) token (authenticate, then standing). */
  caller?: Caller | null;
  /** The validated body, query and path (validate). */
  input?: { body: unknown; query: unknown; params: unknown };
  /** The limits' places this request holds, settled by the answer or the error (rateLimit). */
  ticket?: LimitTicket;
}

/** One step of the preset: a Middy middleware over API Gateway's HTTP events. */
export type PresetMiddleware = MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  PresetContext
>;
