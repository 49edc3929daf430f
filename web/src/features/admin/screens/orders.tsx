import { Text } from '@mantine/core';
import type { Order } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import { useAllOrders } from '../api/get-orders';
import { AdminPage } from '../components/admin-page';
import { textColumn, type Column } from '@/components/data-table/data-table';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/status-badges';
import { DateCell } from '../components/date-cell';
import { PagedTable } from '../components/paged-table';

const itemsOf = (order: Order) => order.cartItems.map((line) => `${line.foodId.name} × ${line.quantity}`).join(', ');
const unitsOf = (order: Order) => order.cartItems.reduce((sum, line) => sum + line.quantity, 0);

const columns: Column<Order>[] = [
  {
    key: 'orderId',
    header: 'Order',
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row.orderId}</span>,
    sortValue: (row) => row.orderId,
  },
  {
    key: 'createdAt',
    header: 'Placed',
    cell: (row) => <DateCell iso={row.createdAt} withTime />,
    sortValue: (row) => row.createdAt,
  },
  textColumn('customer', 'Customer', (row) => row.userId.username),
  textColumn('restaurant', 'Restaurant', (row) => row.restaurant.name),
  {
    key: 'items',
    header: 'Items',
    cell: (row) => (
      <Text size="sm" maw={280} lineClamp={2} title={itemsOf(row)}>
        {itemsOf(row)}
      </Text>
    ),
    sortValue: unitsOf,
  },
  {
    key: 'totalAmount',
    header: 'Total',
    align: 'right',
    cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(row.totalAmount)}</span>,
    sortValue: (row) => row.totalAmount,
  },
  {
    key: 'paymentStatus',
    header: 'Payment',
    cell: (row) => <PaymentStatusBadge status={row.paymentStatus} />,
    sortValue: (row) => row.paymentStatus,
    card: 'badge',
  },
  {
    key: 'orderStatus',
    header: 'Status',
    cell: (row) => <OrderStatusBadge status={row.orderStatus} />,
    sortValue: (row) => row.orderStatus,
    card: 'badge',
  },
];

/** /admin/orders (docs/product.md#admin-screens): every order of the marketplace, newest first. */
export default function OrdersScreen() {
  const orders = useAllOrders();

  return (
    <AdminPage title="Order Details" description="See every order placed on Tiffin, newest first.">
      <PagedTable
        query={orders}
        errorTitle="Failed to load orders"
        noun={['order', 'orders']}
        caption="All orders, newest first. Sorting orders the rows loaded so far."
        columns={columns}
        getRowKey={(row) => row.orderId}
        rowHeader="orderId"
        empty="No orders yet."
        minWidth={760}
      />
    </AdminPage>
  );
}
