import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWhile, type LiveStatus } from '@/lib/live-updates';
import { MY_ORDERS_REFRESH_MS } from './get-my-orders';
import { orderKeys } from './query-keys';
import { ordersGetRoute } from '@tiffin/shared/api/routes/orders';

export function getOrder(orderId: string) {
  return api(ordersGetRoute, { params: { id: orderId } }).then(({ order }) => order);
}

/**
 * One of the customer's orders, for its page: fresh on every visit and on focus, and on every live update (polling
 * only while the socket is down or off, as My Orders does).
 */
export function useOrder(orderId: string, live: LiveStatus = 'off') {
  return useQuery({
    queryKey: orderKeys.one(orderId),
    queryFn: () => getOrder(orderId),
    staleTime: 0,
    refetchInterval: refreshWhile(live, MY_ORDERS_REFRESH_MS),
    refetchOnWindowFocus: true,
  });
}
