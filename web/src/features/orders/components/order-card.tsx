import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconCircleX, IconStar } from '@tabler/icons-react';
import type { Order } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { OrderCardFrame, OrderItemList, OrderTotal } from '@/components/orders/order-card-frame';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { OrderAgainButton } from './order-again-button';
import type { ReviewTarget } from './review-dialog';

interface OrderCardProps {
  order: Order;
  onReview: (target: ReviewTarget) => void;
  /** Opens the cancel dialog (beyond the spec); only a Pending order can be cancelled. */
  onCancel: () => void;
}

/** One order of My Orders (spec 2.6): id, date, status, payment, total, items and restaurant, and reviews once Delivered. */
export function OrderCard({ order, onReview, onCancel }: OrderCardProps) {
  const delivered = order.orderStatus === 'Delivered';

  return (
    <OrderCardFrame order={order} idPrefix="order" historyLabel="Status history" viewer="customer">
      <Group justify="space-between" gap="xs">
        <Text>
          From <strong>{order.restaurant.name}</strong>
        </Text>
        {delivered && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconStar size={14} aria-hidden />}
            disabled={order.restaurantReviewed}
            onClick={() =>
              onReview({
                orderId: order.orderId,
                type: 'restaurant',
                id: order.restaurant._id,
                name: order.restaurant.name,
              })
            }
          >
            {order.restaurantReviewed ? 'Restaurant Reviewed' : 'Review Restaurant'}
          </Button>
        )}
      </Group>
      <OrderItemList order={order} gap="xs">
        {order.cartItems.map((line) => (
          <Group component="li" key={line.foodId._id} wrap="nowrap" gap="sm" aria-label={line.foodId.name}>
            <Image src={line.foodId.image || null} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={48} h={40} radius="sm" />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {line.foodId.name}
              </Text>
              <Text size="sm" c="dimmed">
                Qty: {line.quantity} x {formatRupees(line.foodId.price)}
              </Text>
            </Stack>
            {delivered && (
              <Button
                size="xs"
                variant="light"
                disabled={line.reviewed}
                aria-label={line.reviewed ? `Reviewed ${line.foodId.name}` : `Review ${line.foodId.name}`}
                onClick={() =>
                  onReview({
                    orderId: order.orderId,
                    type: 'food',
                    id: line.foodId._id,
                    name: line.foodId.name,
                  })
                }
              >
                {line.reviewed ? 'Reviewed' : 'Review'}
              </Button>
            )}
          </Group>
        ))}
      </OrderItemList>
      <OrderTotal order={order} />
      <Text size="sm" c="dimmed">
        Deliver to {order.shippingInfo.address}, {order.shippingInfo.city} {order.shippingInfo.pincode}
      </Text>
      {order.remark && (
        <Text size="sm" c="dimmed">
          Remark: {order.remark}
        </Text>
      )}
      <Group gap="sm">
        <OrderAgainButton order={order} />
        {order.orderStatus === 'Pending' && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconCircleX size={14} aria-hidden />}
            onClick={onCancel}
          >
            Cancel order
          </Button>
        )}
      </Group>
    </OrderCardFrame>
  );
}
