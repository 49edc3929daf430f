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
