import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from './theme';

const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

interface AppProviderProps {
  children: ReactNode;
}

/**
 * The app is light only (no scheme switch), so the scheme is not kept anywhere. Mantine's default manager reads it
 * from localStorage in MantineProvider's first render, and a page's first localStorage read loads the whole store
 * synchronously, a cost in the first render of pages where nothing else uses localStorage (/food/{id}, /cart).
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

/** Mantine and its toasts; the query client is the layouts' to give (app/query-provider.tsx). */
export function AppProvider({ children }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={lightOnly}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
