import { IconBuildingStore, IconChartBar, IconReceipt, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AreaShell } from '@/components/layout/area-shell';
import { ADMIN_PATHS } from '../paths';

/** docs/product.md#admin-area: the admin sidebar, in order. */
export const ADMIN_SECTIONS = [
  { label: 'Seller Details', to: ADMIN_PATHS.sellers, icon: IconUserCheck },
  { label: 'Restaurant Details', to: ADMIN_PATHS.restaurants, icon: IconBuildingStore },
  { label: 'User Details', to: ADMIN_PATHS.users, icon: IconUsers },
  { label: 'Order Details', to: ADMIN_PATHS.orders, icon: IconReceipt },
  { label: 'Revenue Details', to: ADMIN_PATHS.revenue, icon: IconChartBar },
] as const;
interface AdminShellProps {
  onLogout: () => void;
  children: ReactNode;
}

/** The /admin layout (docs/product.md#admin-area and docs/product.md#navigation-bars): the area shell with the five sections. */
export function AdminShell({ onLogout, children }: AdminShellProps) {
  return (
    <AreaShell
      area="Admin"
      dashboard={ADMIN_PATHS.dashboard}
      sections={ADMIN_SECTIONS}
      labels={{ sidebar: 'Admin sections', account: 'Admin' }}
      onLogout={onLogout}
    >
      {children}
    </AreaShell>
  );
}
