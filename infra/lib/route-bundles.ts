import path from 'node:path';
import { routeList, type RouteDef } from '@tiffin/shared/api/routes';
import { buildFunctionBundle, type FunctionBundle } from './function-bundle.ts';
import { handlerEntry } from './paths.ts';

export interface RouteBundle extends FunctionBundle {
  route: RouteDef;
}

/**
 * Every route's bundle; with `outDir`, each written to `outDir/<handler>/index.mjs`
 * (shared by the bundle-size test and `npm run bench -- bundles`).
 */
export async function buildRouteBundles(outDir?: string): Promise<RouteBundle[]> {
  const served = routeList;
  return Promise.all(
    served.map(async (route) => ({
      route,
      ...(await buildFunctionBundle(handlerEntry(route.handler), outDir && path.join(outDir, route.handler))),
    })),
  );
}
