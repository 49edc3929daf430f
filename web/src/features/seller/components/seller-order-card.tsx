import { Grid, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconToolsKitchen2 } from '@tabler/icons-react';
import { isEnded, type Order, type OrderStep } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import type { ReactNode } from 'react';
import { RowActions } from '@/components/data-table/row-actions';
import { useStackedRows } from '@/components/data-table/use-stacked-rows';
import { OrderCardFrame, OrderItemList, OrderTotal } from '@/components/orders/order-card-frame';

interface SellerOrderCardProps {
  order: Order;
  /** The status this card is moving the order to, while the server answers. */
  changing: OrderStep | null;
  onChangeStatus: (status: OrderStep) => void;
  /** Opens the rejection dialog (beyond the spec); only a Pending order can be rejected. */
  onReject: () => void;
  /** The last failed status change of this order. */
  banner?: ReactNode;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** One customer order (docs/product.md#seller-screens and docs/product.md#order-status): items, customer, address, remark, the status buttons and the history. */
export function SellerOrderCard({ order, changing, onChangeStatus, onReject, banner }: SellerOrderCardProps) {
  const { shippingInfo: ship } = order;
  const busy = changing !== null;
  const ended = isEnded(order.orderStatus);
  const stacked = useStackedRows();

  return (
    <OrderCardFrame
      order={order}
      idPrefix="seller-order"
      historyLabel={`Status history of order ${order.orderId}`}
      viewer="seller"
      banner={banner}
      row
    >
      <OrderItemList order={order} gap={4}>
        {order.cartItems.map((line) => (
          <Group component="li" key={line.foodId._id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">
              <strong>{line.foodId.name}</strong> × {line.quantity}
            </Text>
            <Text size="sm" c="dimmed">
              {formatRupees(line.foodId.price * line.quantity)}
            </Text>
          </Group>
        ))}
      </OrderItemList>
      <OrderTotal order={order} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Detail label="Customer">{order.userId.username}</Detail>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Detail label="Phone">{ship.phone}</Detail>
        </Grid.Col>
        <Grid.Col span={12}>
          <Detail label="Deliver to">
            {ship.address}, {ship.city} {ship.pincode}, {ship.country}
          </Detail>
        </Grid.Col>
        <Grid.Col span={12}>
          <Detail label="Remark">{order.remark || 'None'}</Detail>
        </Grid.Col>
      </Grid>
      <RowActions
        layout={stacked ? 'stacked' : 'inline'}
        size="sm"
        label={`Status of order ${order.orderId}`}
        actions={[
          {
            label: 'Preparing',
            icon: IconToolsKitchen2,
            variant: 'light',
            disabled: order.orderStatus !== 'Pending' || (busy && changing !== 'Preparing'),
            loading: changing === 'Preparing',
            onClick: () => onChangeStatus('Preparing'),
          },
          {
            label: 'Delivered',
            icon: IconCircleCheck,
            disabled: order.orderStatus === 'Delivered' || ended || (busy && changing !== 'Delivered'),
            loading: changing === 'Delivered',
            onClick: () => onChangeStatus('Delivered'),
          },
          // Only a Pending order can be rejected (beyond the spec).
          ...(order.orderStatus === 'Pending'
            ? [
                {
                  label: 'Reject',
                  icon: IconCircleX,
                  variant: 'subtle',
                  color: 'red',
                  disabled: busy,
                  onClick: onReject,
                } as const,
              ]
            : []),
        ]}
      />
    </OrderCardFrame>
  );
}
