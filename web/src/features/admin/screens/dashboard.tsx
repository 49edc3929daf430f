import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconChevronRight,
  IconUserQuestion,
  IconCoinRupee,
  IconPercentage,
  IconReceipt,
  IconUserCheck,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { DashboardStats } from '@tiffin/shared/api/admin';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@tiffin/shared/money';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { useDashboardStats } from '../api/get-stats';
import { AdminPage } from '../components/admin-page';
import { isPasswordChangeRequired } from '../hooks/use-password-change-redirect';
import { pages } from '@/lib/pages';

// The chart library is large: the figures show first, the chart follows.
const WeeklyBarChart = lazy(() => import('@/components/weekly-bar-chart').then((m) => ({ default: m.WeeklyBarChart })));

const REVENUE = [{ name: 'Revenue', color: 'brand.6', format: formatRupees }];

const count = new Intl.NumberFormat('en-IN');

type Figure = 'totalSellers' | 'totalUsers' | 'totalRestaurants' | 'totalOrders' | 'totalRevenue' | 'adminCommission';

/** docs/product.md#entities: the six figures, in order; money in rupees. */
const FIGURES: { key: Figure; label: string; icon: TablerIcon; money?: boolean }[] = [
  { key: 'totalSellers', label: 'Total Sellers', icon: IconUserCheck },
  { key: 'totalUsers', label: 'Total Users', icon: IconUsers },
  { key: 'totalRestaurants', label: 'Total Restaurants', icon: IconBuildingStore },
  { key: 'totalOrders', label: 'Total Orders', icon: IconReceipt },
  { key: 'totalRevenue', label: 'Total Revenue', icon: IconCoinRupee, money: true },
  { key: 'adminCommission', label: 'Admin Commission', icon: IconPercentage, money: true },
];

const cols = { base: 1, xs: 2, lg: 3 };

/** What needs the admin now: the sellers who verified their email and wait for approval, a way to the list. */
function AwaitingApprovalCard({ count: waiting }: { count: number }) {
  const label =
    waiting === 0
      ? 'No sellers awaiting approval'
      : `${count.format(waiting)} ${waiting === 1 ? 'seller' : 'sellers'} awaiting approval`;
  return (
    <Paper
      component={Link}
      to={pages.adminSellers()}
      withBorder
      radius="md"
      p="md"
      style={{
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        ...(waiting > 0 ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : {}),
      }}
    >
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" color={waiting > 0 ? 'orange' : 'gray'} aria-hidden>
          <IconUserQuestion size={24} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="lg">
            {label}
          </Text>
          <Text size="sm" c="dimmed">
            {waiting > 0 ? 'Review and approve in Seller Details.' : 'Open Seller Details.'}
          </Text>
        </div>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </Paper>
  );
}

function RevenueTrend({ weeks }: { weeks: DashboardStats['revenueByWeek'] }) {
  const titleId = useId();
  const none = weeks.every((week) => week.revenue === 0);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Revenue by week
        </Title>
        {none ? (
          <Text size="sm" c="dimmed">
            No delivered orders in the last 8 weeks yet.
          </Text>
        ) : (
          <Suspense fallback={<Skeleton h={240} radius="md" />}>
            <WeeklyBarChart
              weeks={weeks.map((week) => ({ weekStart: week.weekStart, values: { Revenue: week.revenue } }))}
              series={REVENUE}
              titleId={titleId}
              height={240}
              yAxisWidth={84}
            />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/dashboard (docs/product.md#admin-screens): what needs action first, then the marketplace's figures and its revenue by week. */
export default function DashboardScreen() {
  const stats = useDashboardStats();

  return (
    <AdminPage title="Dashboard" description="What needs your attention, and how the marketplace is doing.">
      {stats.isPending || isPasswordChangeRequired(stats.error) ? (
        <Stack gap="md" aria-hidden>
          <Skeleton h={78} radius="md" />
          <SimpleGrid cols={cols} spacing="md">
            {FIGURES.map(({ key }) => (
              <StatCardSkeleton key={key} />
            ))}
          </SimpleGrid>
          <Skeleton h={300} radius="md" />
        </Stack>
      ) : stats.isError ? (
        <QueryErrorAlert
          title="Failed to load the dashboard"
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      ) : (
        <Stack gap="md">
          <AwaitingApprovalCard count={stats.data.sellersAwaitingApproval} />
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
          <RevenueTrend weeks={stats.data.revenueByWeek} />
        </Stack>
      )}
    </AdminPage>
  );
}
