// Month names as en-IN writes them short (September is "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "5 Nov 2026" in the device's time zone: what `Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short',
 * year: 'numeric' })` writes (a test holds the two equal). By hand because building that formatter costs a phone
 * about 40 ms (its locale data), which the dish page paid as it loaded. Null for a date that cannot be read.
 */
export function formatShortDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
