import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { theme } from '@/app/theme';
import { LocationProbe } from './location-probe';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface ProviderOptions {
  /** The address the MemoryRouter starts at. */
  at?: string;
  /** Navigation state of that first entry (what the previous screen passed). */
  state?: unknown;
  queryClient?: QueryClient;
}

/**
 * Renders inside the app's providers: Mantine in test mode (no transitions or portals) with its toasts, a fresh
 * query client, a router.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    at = '/',
    state,
    queryClient = createTestQueryClient(),
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { pathname, search } = new URL(at, 'http://localhost');
  const entry = { pathname, search, state };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { user: userEvent.setup({ delay: null }), queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * One screen at its address (`path`, a page pattern), in the app's providers; every other address stands for
 * the next screen, a `LocationProbe` showing where the screen went and the state it passed.
 */
export function renderScreen(
  path: string,
  element: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { at: path, ...options },
  );
}
