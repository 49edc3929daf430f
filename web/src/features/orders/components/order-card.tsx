import { Button, Group, Text } from '@mantine/core';
import { IconChevronRight, IconCircleX } from '@tabler/icons-react';
import type { Order } from '@tiffin/shared/api/orders';
import { Link } from 'react-router';
import { OrderCardFrame, OrderTotal } from '@/components/orders/order-card-frame';
import { OrderAgainButton } from './order-again-button';
import { mayCancel, mayReview, OrderDelivery, OrderLines, RestaurantReviewButton } from './order-lines';
import type { ReviewTarget } from './review-dialog';
import { pages } from '@/lib/pages';

interface OrderCardProps {
  order: Order;
  onReview: (target: ReviewTarget) => void;
  /** Opens the cancel dialog (beyond the spec); only a Pending order can be cancelled. */
  onCancel: () => void;
}

/** One order of My Orders (docs/product.md#my-orders): id, date, status, payment, total, items and restaurant, and reviews once Delivered. */
export function OrderCard({ order, onReview, onCancel }: OrderCardProps) {
  return (
    <OrderCardFrame order={order} idPrefix="order" historyLabel="Status history" viewer="customer">
      <Group justify="space-between" gap="xs">
        <Text>
          From <strong>{order.restaurant.name}</strong>
        </Text>
        {mayReview(order) && <RestaurantReviewButton order={order} onReview={onReview} />}
      </Group>
      <OrderLines order={order} onReview={onReview} />
      <OrderTotal order={order} />
      <OrderDelivery order={order} />
      <Group gap="sm">
        <Button
          component={Link}
          to={pages.order(order.orderId)}
          size="xs"
          variant="light"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          aria-label={`View order ${order.orderId}`}
        >
          View order
        </Button>
        <OrderAgainButton order={order} />
        {mayCancel(order) && (
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
