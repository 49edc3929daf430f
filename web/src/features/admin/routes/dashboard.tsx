import { SimpleGrid } from '@mantine/core';
import {
  IconBuildingStore,
  IconCoinRupee,
  IconPercentage,
  IconReceipt,
  IconUserCheck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { DashboardStats } from '@tiffin/shared/api/admin';
import { formatRupees } from '@tiffin/shared/money';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { useDashboardStats } from '../api/get-stats';
import { AdminPage } from '../components/admin-page';
import { isPasswordChangeRequired } from '../hooks/use-password-change-redirect';

const count = new Intl.NumberFormat('en-IN');

/** Spec 3: the six figures, in order; money in rupees. */
const FIGURES: { key: keyof DashboardStats; label: string; icon: TablerIcon; money?: boolean }[] = [
  { key: 'totalSellers', label: 'Total Sellers', icon: IconUserCheck },
  { key: 'totalUsers', label: 'Total Users', icon: IconUsers },
  { key: 'totalRestaurants', label: 'Total Restaurants', icon: IconBuildingStore },
  { key: 'totalOrders', label: 'Total Orders', icon: IconReceipt },
  { key: 'totalRevenue', label: 'Total Revenue', icon: IconCoinRupee, money: true },
  { key: 'adminCommission', label: 'Admin Commission', icon: IconPercentage, money: true },
];

const cols = { base: 1, xs: 2, lg: 3 };

/** /admin/dashboard (spec 2.6): the marketplace's figures. */
export function DashboardRoute() {
  const stats = useDashboardStats();

  return (
    <AdminPage title="Dashboard" description="Revenue and commission count paid orders once they are Delivered.">
      {stats.isPending || isPasswordChangeRequired(stats.error) ? (
        <SimpleGrid cols={cols} spacing="md" aria-hidden>
          {FIGURES.map(({ key }) => (
            <StatCardSkeleton key={key} />
          ))}
        </SimpleGrid>
      ) : stats.isError ? (
        <QueryErrorAlert
          title="Failed to load the dashboard"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      ) : (
        <SimpleGrid component="dl" cols={cols} spacing="md" m={0}>
          {FIGURES.map(({ key, label, icon, money }) => (
            <StatCard
              key={key}
              label={label}
              icon={icon}
              value={money ? formatRupees(stats.data[key]) : count.format(stats.data[key])}
            />
          ))}
        </SimpleGrid>
      )}
    </AdminPage>
  );
}
