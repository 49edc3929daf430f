import middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from '@tiffin/shared/zod';
import type { RouteDef } from '@tiffin/shared/api/routes';
import { logger } from './logger.ts';
import { tracer } from './tracer.ts';
import { authenticate } from './middlewares/authenticate.ts';
import { bodyLimit } from './middlewares/body-limit.ts';
import { errorHandler } from './middlewares/error-handler.ts';
import { observeRoute } from './middlewares/observe-route.ts';
import { originSecret } from './middlewares/origin-secret.ts';
import { parseJson } from './middlewares/parse-json.ts';
import { rateLimit } from './middlewares/rate-limit.ts';
import type { Caller, PresetContext, PresetPorts } from './middlewares/request.ts';
import { standing } from './middlewares/standing.ts';
import { validate } from './middlewares/validate.ts';

export { MAX_BODY_BYTES } from './middlewares/body-limit.ts';
export type { Caller, LimitTicket, PresetPorts } from './middlewares/request.ts';

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type SchemasOf<D> = D extends { schemas: infer S } ? S : Record<string, never>;

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

function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * The Middy preset every route handler uses (docs/architecture.md#a-request-through-a-handler): named middlewares
 * (platform/middlewares/), each with its own tests, in the order Middy documents for API Gateway: Powertools' logger
 * and tracer first, the security headers (only `after` and `onError` hooks), the request's checks in the order a
 * request meets them (origin secret, body limit, JSON parse, token and role, standing, validation, abuse limits),
 * and the error handler last, so its `onError` runs first (Middy runs `after` and `onError` in reverse) and every
 * other middleware sees the answer.
 * `createHttpHandler` is given the standing check and the limits (wiring/http.ts wires them).
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
        .use(observeRoute(route))
        .use(httpSecurityHeaders())
        .use(originSecret())
        .use(bodyLimit())
        .use(parseJson(route))
        .use(authenticate(route))
        .use(standing(ports.standing, route))
        .use(validate(route))
        .use(rateLimit(ports.limits, route))
        .use(errorHandler())
        .handler(async (event, context) => {
          const { input, caller, rawBody } = context;
          if (!input || caller === undefined || rawBody === undefined) throw new Error('request was not prepared');
          const result = await domainCall({ ...input, caller, rawBody, event } as RouteRequest<D, Account>);
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
