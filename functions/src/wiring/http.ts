import { config, requireSettings } from '#platform/config';
import { systemClock } from '#platform/clock';
import { createHttpHandler } from '#platform/http';
import { enforceRateLimits } from '#domain/limits/rate-limit';
import { checkStanding } from '#domain/users/standing';
import * as accounts from '#data/accounts';
import * as rateCounters from '#data/rate-limits';

/**
 * The Middy preset every handler uses, given its two checks: the caller's standing (one read of the
 * account) and the abuse limits (counters in the table). Read at import, so a function missing a
 * setting fails at start.
 */
requireSettings('region', 'tokenIssuer', 'tokenAudience', 'corsOrigins');

const preset = createHttpHandler(
  {
    standing: (caller, route) => checkStanding({ accounts }, caller, route.handler === 'admin/updatePassword'),
    limits: (scope, rules, values) =>
      enforceRateLimits({ rateCounters, clock: systemClock }, scope, rules, values, config.rateLimitMultiplier),
  },
  {
    corsOrigins: config.corsOrigins,
    // A request that would outlive the Lambda timeout answers 500 (logged) half a second before it.
    timeoutEarlyInMillis: 500,
  },
);

/** The preset for one route; a route that reads the table needs its name from the start. */
export const httpHandler: typeof preset = (route, domainCall) => {
  if ((route.data ?? (route.method === 'GET' ? 'read' : 'readWrite')) !== 'none') requireSettings('tableName');
  return preset(route, domainCall);
};

export { respond } from '#platform/http';
