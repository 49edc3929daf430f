import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { theme } from './theme';

const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** index.html's static bar, drawn before any script: gone in the very commit that draws the app's own. */
function useRemoveStaticShell() {
  useLayoutEffect(() => document.getElementById('static-shell')?.remove(), []);
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  useRemoveStaticShell();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
