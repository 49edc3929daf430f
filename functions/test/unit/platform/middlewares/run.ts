import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDef } from '@tiffin/shared/api/routes';
import { errorHandler } from '#platform/middlewares/error-handler';
import type { PresetContext, PresetMiddleware } from '#platform/middlewares/request';

/** A request as API Gateway hands it over, with what a test sets. */
export function event(overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/test', sourceIp: '198.51.100.7' } },
    ...overrides,
  } as APIGatewayProxyEventV2;
}

export const route = (overrides: Partial<RouteDef> = {}): RouteDef => ({
  method: 'POST',
  path: '/api/test',
  handler: 'test/route',
  role: 'public',
  ...overrides,
});

export interface Outcome {
  response: APIGatewayProxyStructuredResultV2;
  /** What the middlewares left on the context for the domain call; null when the handler was not reached. */
  reached: PresetContext | null;
  /** The answer's body, parsed. */
  body: Record<string, unknown>;
}

/**
 * The given middlewares between a first middleware that sees what was answered and the preset's error handler, as
 * the preset composes them, around a handler that records what it was handed and answers 200 (or what `answer` does).
 */
export async function run(
  middlewares: PresetMiddleware[],
  request: APIGatewayProxyEventV2,
  answer: (
    context: PresetContext,
  ) => Promise<APIGatewayProxyStructuredResultV2> | APIGatewayProxyStructuredResultV2 = () => ({
    statusCode: 200,
    body: '{}',
  }),
): Promise<Outcome> {
  let reached: PresetContext | null = null;
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, PresetContext>()
    .use(middlewares)
    .use(errorHandler())
    .handler(async (_event, context) => {
      reached = { ...context };
      return answer(context);
    });
  const response = await handler(request, {} as Context);
  return { response, reached, body: JSON.parse(response.body ?? '{}') as Record<string, unknown> };
}
