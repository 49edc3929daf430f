import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { Order } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { OrderItemList } from '@/components/orders/order-card-frame';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import type { ReviewTarget } from './review-dialog';

/** A customer may cancel an order only while it is Pending (the server's rule, domain/orders/cancel.ts). */
export const mayCancel = (order: Order) => order.orderStatus === 'Pending';

/** Reviews (docs/product.md#my-orders) are offered once an order is Delivered. */
export const mayReview = (order: Order) => order.orderStatus === 'Delivered';

/** 'Review Restaurant', or 'Restaurant Reviewed' once done. */
export function RestaurantReviewButton({
  order,
  onReview,
}: {
  order: Order;
  onReview: (target: ReviewTarget) => void;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconStar size={14} aria-hidden />}
      disabled={order.restaurantReviewed}
      onClick={() =>
        onReview({ orderId: order.orderId, type: 'restaurant', id: order.restaurant._id, name: order.restaurant.name })
      }
    >
      {order.restaurantReviewed ? 'Restaurant Reviewed' : 'Review Restaurant'}
    </Button>
  );
}

/** An order's dishes with quantity and price; once Delivered, each with its Review button. */
export function OrderLines({ order, onReview }: { order: Order; onReview: (target: ReviewTarget) => void }) {
  const delivered = mayReview(order);
  return (
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
                onReview({ orderId: order.orderId, type: 'food', id: line.foodId._id, name: line.foodId.name })
              }
            >
              {line.reviewed ? 'Reviewed' : 'Review'}
            </Button>
          )}
        </Group>
      ))}
    </OrderItemList>
  );
}

/** Where the order goes: the address, and the customer's remark if any. */
export function OrderDelivery({ order }: { order: Order }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Deliver to {order.shippingInfo.address}, {order.shippingInfo.city} {order.shippingInfo.pincode}
      </Text>
      {order.remark && (
        <Text size="sm" c="dimmed">
          Remark: {order.remark}
        </Text>
      )}
    </>
  );
}
