import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from './app-routes';
import { theme } from '@/app/theme';
import { createTestQueryClient } from './render';

/**
 * The whole app at `path`: every page with its guards, layouts and lazy screens, inside the app's providers
 * (Mantine in test mode with its toasts, a fresh query client). The router tells where the app went.
 */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}
