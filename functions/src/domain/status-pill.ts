import { STATUS_EMAIL_COLORS, type StatusLook } from '@tiffin/shared/status-vocabulary';

/** A status as an email shows it: its label on a pill of its colour, as the web's badge shows it. */
export function statusPill({ label, color }: StatusLook): string {
  const { text, background } = STATUS_EMAIL_COLORS[color];
  return `<span style="display:inline-block;padding:2px 10px;border-radius:12px;font-weight:bold;color:${text};background:${background}">${label}</span>`;
}
