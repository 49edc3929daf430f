import type { BadgeProps } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconCreditCard,
  IconReceiptRefund,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';
import type { OrderStatus, PaymentStatus } from '@tiffin/shared/api/orders';
import { ORDER_STATUS_LOOK, PAYMENT_STATUS_LOOK, type StatusIcon } from '@tiffin/shared/status-vocabulary';
import { StatusBadge } from '@/components/status-badge';

/** The status vocabulary's icons, by their Tabler names. */
export const STATUS_ICONS: Readonly<Record<StatusIcon, Icon>> = {
  clock: IconClock,
  'tools-kitchen-2': IconToolsKitchen2,
  'circle-check': IconCircleCheck,
  'circle-x': IconCircleX,
  ban: IconBan,
  'credit-card': IconCreditCard,
  'receipt-refund': IconReceiptRefund,
};

type BadgeRest = Omit<BadgeProps, 'color' | 'leftSection' | 'children'>;

/** An order's status, in the label, colour and icon every screen and email gives it. */
export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & BadgeRest) {
  const look = ORDER_STATUS_LOOK[status];
  return (
    <StatusBadge color={look.color} icon={STATUS_ICONS[look.icon]} data-testid="order-status" {...props}>
      {look.label}
    </StatusBadge>
  );
}

/** An order's payment status; `prefix` names it where it stands beside the order status ('Payment: Paid'). */
export function PaymentStatusBadge({
  status,
  prefix = '',
  ...props
}: { status: PaymentStatus; prefix?: string } & BadgeRest) {
  const look = PAYMENT_STATUS_LOOK[status];
  return (
    <StatusBadge color={look.color} icon={STATUS_ICONS[look.icon]} data-testid="payment-status" {...props}>
      {`${prefix}${look.label}`}
    </StatusBadge>
  );
}
