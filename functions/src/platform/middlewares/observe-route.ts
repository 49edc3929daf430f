import type { RouteDef } from '@tiffin/shared/api/routes';
import { countAnswer, flushMetrics } from '../metrics.ts';
import { tracer } from '../tracer.ts';
import type { PresetMiddleware } from './request.ts';

/**
 * The route and its role become the trace's annotations, and every answer is counted by route and status. Registered
 * before the error handler, so its `onError` runs after the error became an answer and counts that answer's status.
 */
export function observeRoute(route: RouteDef): PresetMiddleware {
  return {
    name: 'observeRoute',
    before: () => {
      tracer.putAnnotation('route', route.handler);
      tracer.putAnnotation('role', route.role);
    },
    after: ({ response }) => {
      countAnswer(route.handler, response?.statusCode ?? 200);
      flushMetrics();
    },
    onError: ({ response }) => {
      countAnswer(route.handler, response?.statusCode ?? 500);
      flushMetrics();
    },
  };
}
