import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('kaboom');
}

describe('routing errors', () => {
  it('an unhandled error shows Unexpected Application Error!', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
  });
});

describe('routing errors while offline', () => {
  it("the error screen's code cannot load either: a plain page still says what happened and offers Reload", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    vi.doMock('./error-screen', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { ErrorPage: OfflineErrorPage } = await import('./error-page');
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <OfflineErrorPage /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    vi.doUnmock('./error-screen');
  });
});
