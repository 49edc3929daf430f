import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadFailedAlert } from '@/components/alerts';
import { QueryView } from '@/components/query-view';
import { formatIndiaDateTime, formatIndiaWeekMoment } from '@tiffin/shared/india-time';
import { useSellerStats } from '../api/get-stats';
import { PageHeader } from '@/components/page-header';
import { StatCards, StatCardsSkeleton } from '../components/stat-cards';

// recharts is the heaviest thing in the seller area: the figures show while it loads.
const WeeklyChart = lazy(() => import('../components/weekly-chart').then((m) => ({ default: m.WeeklyChart })));

const LOAD_STATS_FALLBACK = 'The statistics could not be loaded.';

/** /seller/dashboard (docs/product.md#seller-screens and docs/product.md#entities): the orders waiting now, today's and this week's figures (India time), the menu's, and the last 8 weeks. */
export default function SellerDashboardScreen() {
  const stats = useSellerStats();
  const data = stats.data;

  return (
    <Stack gap="md">
      <PageHeader
        area="Seller"
        title="Dashboard"
        description={
          data ? (
            <>
              This week: <time dateTime={data.week.start}>{formatIndiaWeekMoment(data.week.start)}</time> to{' '}
              <time dateTime={data.week.end}>{formatIndiaWeekMoment(data.week.end)}</time> (India time)
            </>
          ) : (
            'This week, Monday to now (India time)'
          )
        }
      />
      <QueryView
        query={stats}
        loading={
          <>
            <StatCardsSkeleton />
            <Skeleton h={300} radius="md" />
          </>
        }
        failed={<LoadFailedAlert query={stats} fallback={LOAD_STATS_FALLBACK} />}
      >
        {(figures) => (
          <>
            {figures.updatedAt && (
              <Text size="sm" c="dimmed">
                New orders count at once; a delivery or a cancellation of an earlier order within a few minutes (last
                full count <time dateTime={figures.updatedAt}>{formatIndiaDateTime(figures.updatedAt)}</time>).
              </Text>
            )}
            <StatCards stats={figures} />
            <Card withBorder padding="md">
              <Suspense fallback={<Skeleton h={300} radius="md" />}>
                <WeeklyChart history={figures.history} />
              </Suspense>
            </Card>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
