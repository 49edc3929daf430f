import path from 'node:path';
import { routeList, type RouteDef } from '@tiffin/shared/api/routes';
import { buildFunctionBundle, type FunctionBundle, type FunctionBundling } from './function-bundle.ts';
import { handlerEntry } from './paths.ts';

export interface RouteBundle extends FunctionBundle {
  route: RouteDef;
}

/**
 * Every route's bundle, with the construct's bundling options; with `outDir`, each written to
 * `outDir/<handler>/index.mjs` (shared by the bundle tests and `npm run bench -- bundles`).
 */
export async function buildRouteBundles(outDir?: string, bundling: FunctionBundling = {}): Promise<RouteBundle[]> {
  return Promise.all(
    routeList.map(async (route) => ({
      route,
      ...(await buildFunctionBundle(handlerEntry(route.handler), outDir && path.join(outDir, route.handler), bundling)),
    })),
  );
}
