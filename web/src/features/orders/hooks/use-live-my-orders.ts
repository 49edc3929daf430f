import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates, type LiveStatus } from '@/lib/live-updates';
import { orderKeys } from '../api/query-keys';

/**
 * My Orders and an order's page follow the customer's live order updates: each one refetches the customer's orders
 * through the API (a message carries only an id and statuses). Answers the socket's status for the page's note and
 * polling.
 */
export function useLiveMyOrders(): LiveStatus {
  const queryClient = useQueryClient();
  return useLiveUpdates('customer', () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }));
}
