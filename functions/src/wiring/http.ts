import { config, requireSettings } from '#platform/config';
import { systemClock } from '#adapters/clock';
import { createHttpHandler } from '#platform/http';
import { enforceRateLimits } from '#domain/limits/rate-limit';
import { checkStanding } from '#domain/users/standing';

/**
 * The Middy preset every handler uses, given its two checks: the caller's standing (one read of the
 * account) and the abuse limits (counters in the table). Read at import, so a function missing a
 * setting fails at start.
 */
requireSettings('region', 'tokenIssuer', 'tokenAudience');

/**
 * The two checks' table modules are imported when a check first runs: a public route without limits (the geography)
 * never loads them, nor the AWS SDK behind them. Every other handler imports its data modules itself.
 */
const preset = createHttpHandler(
  {
    standing: async (caller, route) =>
      checkStanding(
        { accounts: await import('#data/accounts') },
        caller,
        // A first-login admin may change the password, or log out.
        route.handler === 'admin/update-password' || route.handler === 'admin/logout',
      ),
    limits: async (scope, rules, values) =>
      enforceRateLimits(
        { rateCounters: await import('#data/rate-limits'), clock: systemClock },
        scope,
        rules,
        values,
        config.rateLimitMultiplier,
      ),
  },
  {
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
