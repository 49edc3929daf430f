import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerStats } from '../api/get-stats';
import { ErrorBanner, InfoBanner } from '../components/banners';
import { PageHeader } from '../components/page-header';
import { StatCards, StatCardsSkeleton } from '../components/stat-cards';
import { formatIndiaTime, formatWeekMoment } from '../india-time-format';

// recharts is the heaviest thing in the seller area: the figures show while it loads.
const WeeklyChart = lazy(() => import('../components/weekly-chart').then((m) => ({ default: m.WeeklyChart })));

const LOAD_STATS_FALLBACK = 'The statistics could not be loaded.';

/** /seller/dashboard (spec 2.6, 3): this week's six figures, India time, and the last 8 weeks. */
export function SellerDashboardRoute() {
  const stats = useSellerStats();
  const data = stats.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Dashboard"
        description={
          data ? (
            <>
              This week: <time dateTime={data.week.start}>{formatWeekMoment(data.week.start)}</time> to{' '}
              <time dateTime={data.week.end}>{formatWeekMoment(data.week.end)}</time> (India time)
            </>
          ) : (
            'This week, Monday to now (India time)'
          )
        }
      />
      {stats.isPending ? (
        <>
          <StatCardsSkeleton />
          <Skeleton h={300} radius="md" />
        </>
      ) : !data ? (
        <ErrorBanner
          action={
            <Button
              size="xs"
              variant="white"
              color="red"
              onClick={() => void stats.refetch()}
              loading={stats.isRefetching}
            >
              Try again
            </Button>
          }
        >
          {serverMessageOr(stats.error, LOAD_STATS_FALLBACK)}
        </ErrorBanner>
      ) : (
        <>
          {data.updatedAt ? (
            <Text size="sm" c="dimmed">
              Updated <time dateTime={data.updatedAt}>{formatIndiaTime(data.updatedAt)}</time>. The figures refresh
              every few minutes.
            </Text>
          ) : (
            <InfoBanner>
              This week&apos;s figures have not been computed yet. They appear within a few minutes.
            </InfoBanner>
          )}
          <StatCards stats={data} />
          <Card withBorder padding="md">
            <Suspense fallback={<Skeleton h={300} radius="md" />}>
              <WeeklyChart history={data.history} />
            </Suspense>
          </Card>
        </>
      )}
    </Stack>
  );
}
