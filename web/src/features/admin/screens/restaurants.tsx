import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { ADMIN_MESSAGES, type RestaurantRow } from '@tiffin/shared/api/admin';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { serverMessageOr } from '@/lib/api-error';
import { useDeleteRestaurant } from '../api/delete-restaurant';
import { useAdminRestaurants } from '../api/get-restaurants';
import { AdminPage } from '../components/admin-page';
import { confirmAction } from '../components/confirm-dialog';
import { NoValue, textColumn, type Column } from '@/components/data-table/data-table';
import type { RowAction } from '@/components/data-table/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { DateCell } from '../components/date-cell';
import { PagedTable } from '../components/paged-table';
import { cityDisplayName } from '@tiffin/shared/geo';

/** docs/product.md#roles, word for word. */
export const DELETE_RESTAURANT_QUESTION = 'Are you sure you want to delete this restaurant?';
const DELETE_FALLBACK = 'Failed to delete restaurant';

/** /admin/restaurants (docs/product.md#admin-screens): every restaurant, listed or not, with delete. */
export default function RestaurantsScreen() {
  const restaurants = useAdminRestaurants();
  const removal = useDeleteRestaurant();
  const [actionError, setActionError] = useState<string | null>(null);

  const askToDelete = (restaurant: RestaurantRow) =>
    confirmAction({
      title: `Delete ${restaurant.name}`,
      message: DELETE_RESTAURANT_QUESTION,
      confirmLabel: 'Delete',
      onConfirm: () => {
        setActionError(null);
        removal.mutate(restaurant._id, {
          onSuccess: ({ message }) =>
            notifications.show({ color: 'green', message: message || ADMIN_MESSAGES.restaurantDeleted }),
          onError: (error) => setActionError(serverMessageOr(error, DELETE_FALLBACK)),
        });
      },
    });

  const columns: Column<RestaurantRow>[] = [
    textColumn('name', 'Restaurant', (row) => row.name),
    textColumn('city', 'City', (row) => cityDisplayName(row.city)),
    {
      key: 'address',
      header: 'Address',
      cell: (row) => (
        <Text size="sm" maw={260} lineClamp={2} title={row.address}>
          {row.address}
        </Text>
      ),
      sortValue: (row) => row.address,
    },
    {
      key: 'owner',
      header: 'Owner',
      cell: (row) =>
        row.owner ? (
          <Stack gap={0}>
            <Text size="sm">{row.owner.sellerName}</Text>
            <Text size="xs" c="dimmed">
              {row.owner.email}
            </Text>
          </Stack>
        ) : (
          <NoValue>No owner</NoValue>
        ),
      sortValue: (row) => row.owner?.sellerName,
    },
    {
      key: 'listed',
      header: 'Listing',
      cell: (row) => (
        <StatusBadge color={row.listed ? 'green' : 'gray'}>{row.listed ? 'Listed' : 'Not listed'}</StatusBadge>
      ),
      sortValue: (row) => (row.listed ? 'Listed' : 'Not listed'),
      card: 'badge',
    },
    {
      key: 'rating',
      header: 'Rating',
      align: 'right',
      cell: (row) =>
        row.rating === null ? <NoValue>No ratings</NoValue> : `${row.rating.toFixed(1)} (${row.reviewCount})`,
      sortValue: (row) => row.rating,
    },
    {
      key: 'createdAt',
      header: 'Added',
      cell: (row) => <DateCell iso={row.createdAt} />,
      sortValue: (row) => row.createdAt,
    },
  ];

  const actions = (row: RestaurantRow): RowAction[] => [
    {
      label: 'Delete',
      name: `Delete ${row.name}`,
      icon: IconTrash,
      variant: 'subtle',
      color: 'red',
      onClick: () => askToDelete(row),
      disabled: removal.isPending && removal.variables === row._id,
    },
  ];

  return (
    <AdminPage title="Restaurant Details" description="See every restaurant on Tiffin, and remove one if you must.">
      {actionError && <ErrorAlert onClose={() => setActionError(null)}>{actionError}</ErrorAlert>}
      <PagedTable
        query={restaurants}
        errorTitle="Failed to load restaurants"
        noun={['restaurant', 'restaurants']}
        caption="Restaurants by name. One is listed while its seller is approved. Sorting orders the rows loaded so far."
        columns={columns}
        actions={actions}
        getRowKey={(row) => row._id}
        rowHeader="name"
        empty="No restaurants yet."
        minWidth={760}
      />
    </AdminPage>
  );
}
