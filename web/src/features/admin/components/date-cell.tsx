import { formatIndiaDate, formatIndiaDateTime } from '@tiffin/shared/india-time';

/** A date in a table cell, machine-readable too. */
export function DateCell({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{withTime ? formatIndiaDateTime(iso) : formatIndiaDate(iso)}</time>;
}
