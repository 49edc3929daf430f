import { formatIndiaDate, formatIndiaDateTime } from '@/lib/format-date';

/** A date in a table cell, machine-readable too. */
export function DateCell({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{withTime ? formatIndiaDateTime(iso) : formatIndiaDate(iso)}</time>;
}
