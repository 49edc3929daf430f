import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { RouteId } from '@tiffin/shared/api/routes';
import { wrapDynamo } from '@tiffin/functions/adapters/dynamo';
import { ROUTE_WRITES, partitionPrefix, partitionsWritten } from '@tiffin/functions/data/route-writes';

/**
 * The local cloud's stand-in for the IAM condition each deployed route function carries (`dynamodb:LeadingKeys`,
 * infra/lib/route-function.ts): a route's handler that writes a partition outside its list
 * (functions/src/data/route-writes.ts) is refused here as IAM refuses it there, so `npm start` and every integration
 * test find a missing entry before a deploy does. The gateway runs each call inside `runAsRoute`.
 */
const running = new AsyncLocalStorage<RouteId>();
export const runAsRoute = <T>(handler: RouteId, call: () => Promise<T>): Promise<T> => running.run(handler, call);

/** What IAM answers a write its policy does not allow. */
function accessDenied(route: RouteId, operation: string, key: string): Error {
  return Object.assign(
    new Error(
      `User is not authorized to perform: dynamodb:${operation} on ${key} (local IAM: ${route} may write ${ROUTE_WRITES[route].join(', ') || 'nothing'})`,
    ),
    { name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } },
  );
}

let installed = false;
/**
 * Installs the guard on the data layer's client, once per process. With `recordTo` (TIFFIN_RECORD_ROUTE_WRITES), it
 * refuses nothing and writes a `route<TAB>prefix` line per partition written instead: how the lists are found.
 */
export function guardRouteWrites(recordTo?: string): void {
  if (installed) return;
  installed = true;
  wrapDynamo((next) => async (operation, input) => {
    const route = running.getStore();
    if (route) {
      for (const key of partitionsWritten(operation, input)) {
        const prefix = partitionPrefix(key);
        if (recordTo) appendFileSync(recordTo, `${route}\t${prefix}\n`);
        else if (!ROUTE_WRITES[route].includes(prefix)) throw accessDenied(route, operation, key);
      }
    }
    return next(operation, input);
  });
}
