import type { OrderStatus, PaymentStatus } from './api/order-status.ts';

/**
 * How every screen and every email names an order's status and its payment: one label, one colour and one icon
 * each, so the customer, the seller and the admin never see the same status in two colours.
 */

/** A Mantine palette name; the web draws badges in it and the emails take the matching shades. */
export type StatusColor = 'yellow' | 'green' | 'red' | 'orange';

/** A Tabler icon name; the web maps each to its icon component. */
export type StatusIcon =
  'clock' | 'tools-kitchen-2' | 'circle-check' | 'circle-x' | 'ban' | 'credit-card' | 'receipt-refund';

export interface StatusLook {
  label: string;
  color: StatusColor;
  icon: StatusIcon;
}

/** docs/product.md#order-status: warning-coloured while Pending, green on its way; red once it ended early (beyond the spec). */
export const ORDER_STATUS_LOOK: Readonly<Record<OrderStatus, StatusLook>> = {
  Pending: { label: 'Pending', color: 'yellow', icon: 'clock' },
  Preparing: { label: 'Preparing', color: 'green', icon: 'tools-kitchen-2' },
  Delivered: { label: 'Delivered', color: 'green', icon: 'circle-check' },
  Cancelled: { label: 'Cancelled', color: 'red', icon: 'circle-x' },
  Rejected: { label: 'Rejected', color: 'red', icon: 'ban' },
};

/** Paid is settled; Refunded is money on its way back to the card. */
export const PAYMENT_STATUS_LOOK: Readonly<Record<PaymentStatus, StatusLook>> = {
  Paid: { label: 'Paid', color: 'green', icon: 'credit-card' },
  Refunded: { label: 'Refunded', color: 'orange', icon: 'receipt-refund' },
};

/**
 * A status pill's text and background in an email, where no theme applies: shade 9 on shade 1 of the web theme's
 * palette of that colour, which reads at 4.5:1 or better.
 */
export const STATUS_EMAIL_COLORS: Readonly<Record<StatusColor, { text: string; background: string }>> = {
  yellow: { text: '#8a5700', background: '#fff3bf' },
  green: { text: '#185c27', background: '#d3f9d8' },
  red: { text: '#962020', background: '#ffe3e3' },
  orange: { text: '#a63c0c', background: '#ffe8cc' },
};
