import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFoodFilterParams, type FoodFilterPatch } from './use-food-filter-params';

let update: (patch: FoodFilterPatch) => void = () => {};

function Probe() {
  // eslint-disable-next-line react-hooks/globals -- the probe hands the hook's update to the test, which calls it outside React.
  update = useFoodFilterParams().update;
  return <output>{useLocation().search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('food filters in the address', () => {
  it('two quick changes (Veg, then a sort) both stay in the address', async () => {
    renderAt('/?q=dosa');
    await act(async () => {
      update({ type: 'veg' });
      update({ sort: 'price-asc' });
    });
    const params = new URLSearchParams(screen.getByRole('status').textContent ?? '');
    expect(Object.fromEntries(params)).toEqual({ q: 'dosa', type: 'veg', sort: 'price-asc' });
  });

  it('clearing a filter removes it and keeps the others', async () => {
    renderAt('/?type=veg&sort=price-desc');
    await act(async () => update({ type: undefined }));
    expect(screen.getByRole('status')).toHaveTextContent('?sort=price-desc');
  });
});
