import type { ReactNode } from 'react';

interface QueryViewProps<T> {
  /** The screen's query: its data once loaded, and whether the first load is still under way. */
  query: { data: T | undefined; isPending: boolean };
  /** Stands in while the first load runs. */
  loading: ReactNode;
  /** Said when the first load failed; data loaded before a failed refresh stays on screen instead. */
  failed: ReactNode;
  /** Whether the loaded data holds nothing to list; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The states of a screen's data in one place: loading, failed, empty, and the data itself. */
export function QueryView<T>({ query, loading, failed, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.data === undefined) return query.isPending ? loading : failed;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
