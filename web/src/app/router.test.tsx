import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { createRoutes } from './router';
import { theme } from './theme';

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('routes', () => {
  it.each([
    ['/login', 'Customer Login'],
    ['/admin/login', 'Admin Login'],
    ['/seller/login', 'Seller Login'],
    ['/signup', 'Sign Up'],
    ['/cart', 'Cart'],
  ])('the navbar link %s leads to a page inside the shell', async (path, title) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Tiffin');
  });

  it('an unknown address says Page not found', async () => {
    renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
