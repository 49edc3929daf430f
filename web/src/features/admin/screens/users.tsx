import { SegmentedControl } from '@mantine/core';
import { USER_ROLES, type UserRole, type UserRow } from '@tiffin/shared/api/admin';
import { useSearchParams } from 'react-router';
import { useUsers } from '../api/get-users';
import { AdminPage } from '../components/admin-page';
import { emailColumn, NoValue, textColumn, type Column } from '@/components/data-table/data-table';
import { StatusBadge } from '@/components/status-badge';
import { DateCell } from '../components/date-cell';
import { PagedTable } from '../components/paged-table';
import { cityDisplayName } from '@tiffin/shared/geo';

/** docs/product.md#failures, word for word. */
export const USERS_LOAD_FAILED = 'Failed to load users';

const ROLE_LABELS: Record<UserRole, string> = { customer: 'Customers', seller: 'Sellers', admin: 'Admins' };
const ROLE_COLORS: Record<UserRole, string> = { customer: 'blue', seller: 'grape', admin: 'red' };

const isRole = (value: string | null): value is UserRole => USER_ROLES.includes(value as UserRole);

const columns: Column<UserRow>[] = [
  textColumn('username', 'Username', (row) => row.username),
  emailColumn('email', 'Email', (row) => row.email),
  textColumn('phoneno', 'Phone', (row) => row.phoneno),
  {
    key: 'role',
    header: 'Role',
    cell: (row) => <StatusBadge color={ROLE_COLORS[row.role]}>{row.role}</StatusBadge>,
    sortValue: (row) => row.role,
    card: 'badge',
  },
  {
    key: 'verified',
    header: 'Verified',
    cell: (row) => (row.verified ? 'Yes' : <NoValue>No</NoValue>),
    sortValue: (row) => (row.verified ? 'Yes' : 'No'),
  },
  textColumn('city', 'City', (row) => (row.location?.city ? cityDisplayName(row.location.city) : null), 'Not known'),
  {
    key: 'createdAt',
    header: 'Joined',
    cell: (row) => <DateCell iso={row.createdAt} />,
    sortValue: (row) => row.createdAt,
  },
];

/** /admin/users (docs/product.md#admin-screens): the accounts with their role; the API lists one role at a time (customers first). */
export default function UsersScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('role');
  const role: UserRole = isRole(requested) ? requested : 'customer';
  const users = useUsers(role);

  const pickRole = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'customer') updated.delete('role');
        else updated.set('role', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <AdminPage
      title="User Details"
      description="See everyone who has an account on Tiffin."
      actions={
        <SegmentedControl
          aria-label="Role"
          value={role}
          onChange={pickRole}
          data={USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
        />
      }
    >
      <PagedTable
        key={role}
        query={users}
        errorTitle={USERS_LOAD_FAILED}
        noun={['user', 'users']}
        caption={`${ROLE_LABELS[role]}, newest first. Sorting orders the rows loaded so far.`}
        columns={columns}
        getRowKey={(row) => row._id}
        rowHeader="username"
        empty={`No ${ROLE_LABELS[role].toLowerCase()} yet.`}
        minWidth={900}
      />
    </AdminPage>
  );
}
