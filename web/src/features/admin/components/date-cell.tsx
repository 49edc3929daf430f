import { formatDate, formatDateTime } from '../format';

/** A date in a table cell, machine-readable too. */
export function DateCell({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{withTime ? formatDateTime(iso) : formatDate(iso)}</time>;
}
