import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates, type LiveStatus } from '@/lib/live-updates';
import { sellerKeys } from '../api/query-keys';

/**
 * The seller area follows the restaurant's live order updates: each refreshes View Orders, the waiting orders (the
 * new-order alert) and the dashboard.
 */
export function useSellerLiveOrders(): LiveStatus {
  const queryClient = useQueryClient();
  return useLiveUpdates('seller', () => {
    void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
  });
}
