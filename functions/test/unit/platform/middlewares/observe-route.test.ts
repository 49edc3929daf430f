import { describe, expect, it, vi } from 'vitest';
import { NotFound } from '#platform/errors';
import { observeRoute } from '#platform/middlewares/observe-route';
import { event, route, run } from './run.ts';

/** What the route counted: Powertools Metrics is off in unit tests, so the count itself is recorded here. */
const counted = vi.hoisted(() => [] as { route: string; statusCode: number }[]);
vi.mock('../../../../src/platform/metrics.ts', () => ({
  countAnswer: (route: string, statusCode: number) => counted.push({ route, statusCode }),
  flushMetrics: () => undefined,
}));

describe('observeRoute: every answer counted under its route', () => {
  it('an answer is counted with the status the client got, an error turned answer included', async () => {
    counted.length = 0;
    const dishes = route({ handler: 'catalogue/dish' });
    await run([observeRoute(dishes)], event());
    await run([observeRoute(dishes)], event(), () => {
      throw new NotFound();
    });
    await run([observeRoute(dishes)], event(), () => {
      throw new Error('boom');
    });
    expect(counted).toEqual([
      { route: 'catalogue/dish', statusCode: 200 },
      { route: 'catalogue/dish', statusCode: 404 },
      { route: 'catalogue/dish', statusCode: 500 },
    ]);
  });
});
