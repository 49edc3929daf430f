import { STATUS_EMAIL_COLORS, type StatusLook } from '@tiffin/shared/status-vocabulary';

/** A status as an email shows it: its label on a pill of its colour, as the web's badge shows it. */
export function statusPill({ label, color }: StatusLook): string {
  const { text, background } = STATUS_EMAIL_COLORS[color];
  return `<span style="display:inline-block;padding:2px 10px;border-radius:12px;font-weight:bold;color:${text};background:${background}">${label}</span>`;
}

/** An order's own page on the site (/myorder/<orderId>), where its customer follows it live. */
const orderPageUrl = (origin: string, orderId: string) =>
  `${origin.replace(/\/+$/, '')}/myorder/${encodeURIComponent(orderId)}`;

/**
 * The link to the order's page, as a mail's text line and its html paragraph; nothing when the site's origin is not
 * known (a mail with no link beats one with a broken link).
 */
export function orderPageLink(origin: string | undefined, orderId: string): { text: string[]; html: string } {
  if (!origin) return { text: [], html: '' };
  const url = orderPageUrl(origin, orderId);
  return {
    text: ['', `Follow your order: ${url}`],
    html: `<p><a href="${url}" style="color:#185c27;font-weight:bold">Follow your order</a></p>`,
  };
}
