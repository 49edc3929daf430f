import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { ADMIN_MESSAGES, type SellerRow } from '@tiffin/shared/api/admin';
import { useState } from 'react';
import { ErrorAlert } from '@/components/alerts';
import { serverMessageOr } from '@/lib/api-error';
import { useSellers } from '../api/get-sellers';
import { useDeleteSeller, useSetSellerApproval } from '../api/manage-sellers';
import { AdminPage } from '../components/admin-page';
import { confirmAction } from '../components/confirm-dialog';
import { emailColumn, textColumn, type Column } from '@/components/data-table/data-table';
import type { RowAction } from '@/components/data-table/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { DateCell } from '../components/date-cell';
import { PagedTable } from '../components/paged-table';

/** docs/product.md#roles, word for word. */
export const DELETE_SELLER_QUESTION = 'Are you sure to delete this seller?';
const UPDATE_FALLBACK = 'Update failed';
const DELETE_FALLBACK = 'Failed to delete seller';
/** Why Approve is disabled for a seller who has not proved the email (the server refuses it too). */
export const UNVERIFIED_REASON = 'Email not verified';
const unverifiedId = (row: SellerRow) => `seller-unverified-${row._id}`;

/** /admin/sellers (docs/product.md#admin-screens and docs/product.md#seller-approval): every seller with approve, revoke and delete. */
export default function SellersScreen() {
  const sellers = useSellers();
  const approval = useSetSellerApproval();
  const removal = useDeleteSeller();
  const [actionError, setActionError] = useState<string | null>(null);

  const setApproved = (seller: SellerRow, isApproved: boolean) => {
    setActionError(null);
    approval.mutate(
      { id: seller._id, isApproved },
      {
        onSuccess: ({ message }) =>
          notifications.show({
            color: 'green',
            message: message || (isApproved ? ADMIN_MESSAGES.sellerApproved : ADMIN_MESSAGES.sellerRejected),
          }),
        onError: (error) => setActionError(serverMessageOr(error, UPDATE_FALLBACK)),
      },
    );
  };

  const askToDelete = (seller: SellerRow) =>
    confirmAction({
      title: `Delete ${seller.sellerName}`,
      message: DELETE_SELLER_QUESTION,
      confirmLabel: 'Delete',
      onConfirm: () => {
        setActionError(null);
        removal.mutate(seller._id, {
          onSuccess: ({ message }) =>
            notifications.show({ color: 'green', message: message || ADMIN_MESSAGES.sellerDeleted }),
          onError: (error) => setActionError(serverMessageOr(error, DELETE_FALLBACK)),
        });
      },
    });

  const busy = (id: string) =>
    (approval.isPending && approval.variables?.id === id) || (removal.isPending && removal.variables === id);

  const columns: Column<SellerRow>[] = [
    textColumn('sellerName', 'Seller', (row) => row.sellerName),
    emailColumn('email', 'Email', (row) => row.email),
    textColumn('phone', 'Phone', (row) => row.phone),
    textColumn('restaurant', 'Restaurant', (row) => row.restaurant?.name, 'No restaurant'),
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge color={row.isApproved ? 'green' : 'yellow'}>
            {row.isApproved ? 'Approved' : 'Pending'}
          </StatusBadge>
          {/* A line of text, not a badge: it wraps, so the column stays as narrow as its badge. */}
          {!row.isVerified && (
            <Text id={unverifiedId(row)} size="xs" c="dimmed">
              {UNVERIFIED_REASON}
            </Text>
          )}
        </Stack>
      ),
      sortValue: (row) => (row.isApproved ? 'Approved' : row.isVerified ? 'Pending' : 'Pending, unverified'),
      card: 'badge',
    },
    {
      key: 'createdAt',
      header: 'Joined',
      cell: (row) => <DateCell iso={row.createdAt} />,
      sortValue: (row) => row.createdAt,
    },
  ];

  const actions = (row: SellerRow): RowAction[] => [
    row.isApproved
      ? {
          label: 'Revoke',
          name: `Revoke ${row.sellerName}`,
          icon: IconX,
          variant: 'light',
          color: 'orange',
          onClick: () => setApproved(row, false),
          disabled: busy(row._id),
        }
      : {
          label: 'Approve',
          name: `Approve ${row.sellerName}`,
          icon: IconCheck,
          variant: 'light',
          color: 'green',
          onClick: () => setApproved(row, true),
          // Only a seller who proved the email may be approved; the Status badge says why not.
          disabled: busy(row._id) || !row.isVerified,
          describedBy: row.isVerified ? undefined : unverifiedId(row),
          title: row.isVerified ? undefined : `${UNVERIFIED_REASON}: the seller must verify it first`,
        },
    {
      label: 'Delete',
      name: `Delete ${row.sellerName}`,
      icon: IconTrash,
      variant: 'subtle',
      color: 'red',
      onClick: () => askToDelete(row),
      disabled: busy(row._id),
    },
  ];

  return (
    <AdminPage
      title="Seller Details"
      description="Approve new sellers so their restaurants go live, or revoke an approval."
    >
      {actionError && <ErrorAlert onClose={() => setActionError(null)}>{actionError}</ErrorAlert>}
      <PagedTable
        query={sellers}
        errorTitle="Failed to load sellers"
        noun={['seller', 'sellers']}
        caption="Sellers, newest first. Sorting orders the rows loaded so far."
        columns={columns}
        actions={actions}
        getRowKey={(row) => row._id}
        rowHeader="sellerName"
        empty="No sellers have signed up yet."
        minWidth={760}
      />
    </AdminPage>
  );
}
