import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { playChime, useLiveUpdates, type LiveStatus } from '@/lib/live-updates';
import { sellerKeys } from '../api/query-keys';
import { newOrders } from '../new-orders';

/**
 * The seller area follows the restaurant's live order updates: each refreshes View Orders and the dashboard; a new
 * paid order also chimes, shows a toast and counts on the View Orders badge.
 */
export function useSellerLiveOrders(): LiveStatus {
  const queryClient = useQueryClient();
  return useLiveUpdates('seller', (event) => {
    void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    if (event === 'resync' || event.change !== 'placed' || event.paymentStatus !== 'Paid') return;
    newOrders.add();
    playChime();
    notifications.show({ color: 'green', title: 'New order', message: `Order ${event.orderId} is paid and waiting.` });
  });
}
