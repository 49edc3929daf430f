import { formatRupees, paiseToRupees } from '@tiffin/shared/money';
import { priceRows } from '@tiffin/shared/pricing';
import { ORDER_STATUS_LOOK, PAYMENT_STATUS_LOOK } from '@tiffin/shared/status-vocabulary';
import type { Mail } from '#domain/ports';
import type { OrderRecord } from '#domain/model';
import { orderPageLink, statusPill } from '#domain/status-pill';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** `origin`: the site's, for the link to the order's page. */
export function orderConfirmationMail(to: string, order: OrderRecord, origin?: string): Mail {
  const link = orderPageLink(origin, order.orderId);
  const lines = order.lines.map((line) => `${line.quantity} x ${line.name} — ${rupees(line.price * line.quantity)}`);
  const { quote } = order;
  // The same lines, in the same order, as the cart, the checkout and My Orders showed.
  const totals = priceRows(quote).map((row) => `${row.label}: ${row.text}`);
  return {
    to,
    subject: `Tiffin order ${order.orderId} is confirmed`,
    text: [
      `Hi ${order.customerName},`,
      '',
      `Thank you! ${order.restaurantName} has your order ${order.orderId}.`,
      '',
      ...lines,
      '',
      ...totals,
      ...link.text,
    ].join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<div style="background:#2f9e44;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold">🍱 Tiffin</div>
<div style="padding:20px"><h1 style="font-size:18px">Order ${escapeHtml(order.orderId)} is confirmed</h1>
<p>Hi ${escapeHtml(order.customerName)}, ${escapeHtml(order.restaurantName)} has your order.</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${totals.map(escapeHtml).join('<br>')}</p>${link.html}</div></body></html>`,
  };
}

/**
 * Why a paid checkout made no order: the restaurant (or a dish) left the catalogue, a dish sold out, or the
 * payment came after the checkout's hold.
 */
export type RefundReason = 'withdrawn' | 'soldOut' | 'expired';

export function refundMail(to: string, orderTotal: number, reason: RefundReason): Mail {
  const why = {
    withdrawn: 'The restaurant stopped taking orders while you were paying',
    soldOut: 'A dish in your order sold out while you were paying',
    expired: 'Your payment came after your checkout had expired',
  }[reason];
  const text = `Sorry! ${why}, so we could not place your order. Your payment of ${rupees(orderTotal)} has been refunded to your card.`;
  return { to, subject: 'Your Tiffin payment was refunded', text, html: `<p>${escapeHtml(text)}</p>` };
}

/** The customer's word that an order was cancelled (by them) or rejected (by the restaurant) and refunded. */
export function cancellationMail(order: OrderRecord, origin?: string): Mail {
  const link = orderPageLink(origin, order.orderId);
  const cancellation = order.cancellation;
  const what =
    cancellation?.by === 'restaurant'
      ? `${order.restaurantName} could not take your order ${order.orderId}${cancellation.reason ? `: ${cancellation.reason}` : ''}.`
      : `Your order ${order.orderId} from ${order.restaurantName} is cancelled, as you asked.`;
  const refund = `Your payment of ${rupees(order.quote.payable)} has been refunded to your card.`;
  // The mail goes as the refund lands: the order has ended, and its payment is Refunded.
  const status = ORDER_STATUS_LOOK[cancellation?.by === 'restaurant' ? 'Rejected' : 'Cancelled'];
  const payment = PAYMENT_STATUS_LOOK.Refunded;
  return {
    to: order.customerEmail,
    subject: `Tiffin order ${order.orderId} was ${status.label.toLowerCase()}`,
    text: [
      `Hi ${order.customerName},`,
      '',
      what,
      refund,
      `Status: ${status.label}. Payment: ${payment.label}.`,
      ...link.text,
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(order.customerName)},</p><p>${escapeHtml(what)}</p><p>${escapeHtml(refund)}</p>
<p>Status: ${statusPill(status)} Payment: ${statusPill(payment)}</p>${link.html}`,
  };
}
