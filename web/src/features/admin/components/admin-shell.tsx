import { IconBuildingStore, IconChartBar, IconReceipt, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AreaShell } from '@/components/layout/area-shell';
import { pages } from '@/lib/pages';

/** docs/product.md#admin-area: the admin sidebar, in order. */
export const ADMIN_SECTIONS = [
  { label: 'Seller Details', to: pages.adminSellers(), icon: IconUserCheck },
  { label: 'Restaurant Details', to: pages.adminRestaurants(), icon: IconBuildingStore },
  { label: 'User Details', to: pages.adminUsers(), icon: IconUsers },
  { label: 'Order Details', to: pages.adminOrders(), icon: IconReceipt },
  { label: 'Revenue Details', to: pages.adminRevenue(), icon: IconChartBar },
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
      dashboard={pages.adminDashboard()}
      sections={ADMIN_SECTIONS}
      labels={{ sidebar: 'Admin sections', account: 'Admin' }}
      onLogout={onLogout}
    >
      {children}
    </AreaShell>
  );
}
