import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

describe('table sorting', () => {
  const rows = [
    { name: 'seller 10', total: 5, rating: 4.2 },
    { name: 'Seller 2', total: 120.5, rating: null },
    { name: 'seller 1', total: 40, rating: 3.9 },
  ];

  it('text sorts case-insensitively with numbers in number order', () => {
    expect(sortRows(rows, (row) => row.name, 'asc').map((row) => row.name)).toEqual([
      'seller 1',
      'Seller 2',
      'seller 10',
    ]);
  });

  it('numbers sort by value, both ways', () => {
    expect(sortRows(rows, (row) => row.total, 'asc').map((row) => row.total)).toEqual([5, 40, 120.5]);
    expect(sortRows(rows, (row) => row.total, 'desc').map((row) => row.total)).toEqual([120.5, 40, 5]);
  });

  it('rows without a value go last either way, and sorting leaves the input alone', () => {
    expect(sortRows(rows, (row) => row.rating, 'asc').map((row) => row.rating)).toEqual([3.9, 4.2, null]);
    expect(sortRows(rows, (row) => row.rating, 'desc').map((row) => row.rating)).toEqual([4.2, 3.9, null]);
    expect(rows.map((row) => row.name)).toEqual(['seller 10', 'Seller 2', 'seller 1']);
  });
});
