export type SortValue = string | number | boolean | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const isMissing = (value: SortValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' || typeof b === 'string') return collator.compare(String(a), String(b));
  return Number(a) - Number(b);
}

/** Sorts a copy; equal rows keep their order, and rows without a value go last either way. */
export function sortRows<T>(rows: T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.value);
      const bMissing = isMissing(b.value);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
