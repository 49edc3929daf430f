import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError, TooManyRequests } from '../errors.ts';
import { logger } from '../logger.ts';
import type { PresetMiddleware } from './request.ts';

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

function toResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  const json = (statusCode: number, body: unknown) => ({
    statusCode,
    headers: { 'content-type': 'application/json' } as Record<string, string>,
    body: JSON.stringify(body),
  });
  if (error instanceof AppError) {
    const response = json(
      error.statusCode,
      error.code ? { message: error.message, code: error.code } : { message: error.message },
    );
    if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined) {
      response.headers['retry-after'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
    }
    return response;
  }
  logger.error('Unhandled error', error as Error);
  return json(500, { message: GENERIC_FAILURE });
}

/**
 * Every error becomes an answer: a typed one (errors.ts) its status and `{ message }` (and `code`, and Retry-After
 * on a 429); any other is logged and answers 500 with a generic message, never a stack or an inside detail.
 * Registered last, so its `onError` runs first and the middlewares before it (limits, counts, security headers) see
 * the answer. Not @middy/http-error-handler: it answers the bare message as text, with no `code` or Retry-After.
 */
export function errorHandler(): PresetMiddleware {
  return {
    name: 'errorHandler',
    onError: (request) => {
      request.response = { ...(request.response ?? {}), ...toResponse(request.error) };
    },
  };
}
