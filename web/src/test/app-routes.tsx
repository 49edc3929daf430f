import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import * as root from '@/root';
import routes from '@/routes';

interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  clientLoader?: RouteObject['loader'];
}

// The modules routes.ts names: screens, layouts and guards.
const modules = import.meta.glob<RouteModule>([
  '../app/{screens,layouts,guards}/*.tsx',
  '../features/*/screens/*.tsx',
  '!../**/*.test.tsx',
]);

/** One entry of routes.ts as the data router's route object, its module loaded lazily as the build splits it. */
function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../${entry.file}`];
  if (!load) throw new Error(`routes.ts names ${entry.file}, which this glob does not hold`);
  return {
    id: entry.id ?? entry.file,
    path: entry.path,
    index: entry.index,
    lazy: async () => {
      const module = await load();
      return { Component: module.default, ErrorBoundary: module.ErrorBoundary, loader: module.clientLoader };
    },
    children: entry.index ? undefined : entry.children?.map(toRouteObject),
  } as RouteObject;
}

/**
 * The app's routes (src/routes.ts, under src/root.tsx) for a memory router in tests: the same tree, guards, layouts
 * and lazy screens the framework build serves, without the document around them.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: root.default,
      ErrorBoundary: root.ErrorBoundary,
      HydrateFallback: root.HydrateFallback,
      children: routes.map(toRouteObject),
    },
  ];
}
