import type { OrderStep } from '@tiffin/shared/api/orders';
import { formatIndiaDateTime } from '@tiffin/shared/india-time';
import { ORDER_STATUS_LOOK } from '@tiffin/shared/status-vocabulary';
import type { Mail } from '#domain/ports';
import type { OrderRecord } from '#domain/model';
import { orderPageLink, statusPill } from '#domain/status-pill';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const NEWS: Record<OrderStep, string> = {
  Pending: 'has been received',
  Preparing: 'is being prepared',
  Delivered: 'has been delivered. Enjoy your meal!',
};

/** Tells the customer that the restaurant moved the order on (docs/product.md#order-status: statuses with their time). */
export function orderStatusMail(order: OrderRecord, status: OrderStep, at: string, origin?: string): Mail {
  const link = orderPageLink(origin, order.orderId);
  const look = ORDER_STATUS_LOOK[status];
  const sentence = `Your order ${order.orderId} from ${order.restaurantName} ${NEWS[status]}`;
  const time = `${formatIndiaDateTime(at)} (India time).`;
  return {
    to: order.customerEmail,
    subject: `Tiffin order ${order.orderId}: ${look.label}`,
    text: [`Hi ${order.customerName},`, '', sentence, `Status: ${look.label}, ${time}`, ...link.text].join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<div style="background:#2f9e44;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold">🍱 Tiffin</div>
<div style="padding:20px"><h1 style="font-size:18px">Order ${escapeHtml(order.orderId)}: ${escapeHtml(look.label)}</h1>
<p>Hi ${escapeHtml(order.customerName)},</p><p>${escapeHtml(sentence)}</p><p>Status: ${statusPill(look)} ${escapeHtml(time)}</p>${link.html}</div></body></html>`,
  };
}
