import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { theme } from './theme';

const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

interface AppProviderProps {
  children: ReactNode;
}

/** index.html's static bar, drawn before any script: gone in the very commit that draws the app's own. */
function useRemoveStaticShell() {
  useLayoutEffect(() => document.getElementById('static-shell')?.remove(), []);
}

/** Mantine and its toasts; the query client is the layouts' to give (app/query-provider.tsx). */
export function AppProvider({ children }: AppProviderProps) {
  useRemoveStaticShell();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
