import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { CommissionEntry } from '@tiffin/shared/api/admin';
import { formatRupees } from '@tiffin/shared/money';
import { ADMIN_COMMISSION_RATE } from '@tiffin/shared/pricing';
import { lazy, Suspense, useId, useMemo } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useCommissionReport } from '../api/get-orders';
import { AdminPage } from '../components/admin-page';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { isPasswordChangeRequired } from '../hooks/use-password-change-redirect';

// The chart library is large: the table shows first, the chart follows.
const RevenueChart = lazy(() => import('../components/revenue-chart').then((m) => ({ default: m.RevenueChart })));

export interface RevenueRow extends CommissionEntry {
  restaurantId: string;
}

const COMMISSION_PERCENT = `${Math.round(ADMIN_COMMISSION_RATE * 100)}%`;
const COMMISSION_LABEL = `Commission (${COMMISSION_PERCENT})`;

const columns: Column<RevenueRow>[] = [
  { key: 'name', header: 'Restaurant', cell: (row) => row.name, sortValue: (row) => row.name },
  {
    key: 'revenue',
    header: 'Revenue',
    align: 'right',
    cell: (row) => formatRupees(row.revenue),
    sortValue: (row) => row.revenue,
  },
  {
    key: 'commission',
    header: COMMISSION_LABEL,
    align: 'right',
    cell: (row) => formatRupees(row.commission),
    sortValue: (row) => row.commission,
  },
];

/** Rupees to the paisa: sums in paise, so 0.1 + 0.2 stays 0.30. */
const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/** /admin/revenue (docs/product.md#admin-screens): the commission report, per restaurant. */
export default function RevenueScreen() {
  const report = useCommissionReport();
  const rows = useMemo<RevenueRow[]>(
    () => Object.entries(report.data ?? {}).map(([restaurantId, entry]) => ({ restaurantId, ...entry })),
    [report.data],
  );
  const redirecting = isPasswordChangeRequired(report.error);
  const chartTitle = useId();
  const bars = useMemo(() => [...rows].sort((a, b) => b.revenue - a.revenue), [rows]);

  return (
    <AdminPage
      title="Revenue Details"
      description={`See what each restaurant has earned from delivered orders, and your ${COMMISSION_PERCENT} commission.`}
    >
      {report.isError && !redirecting ? (
        <QueryErrorAlert
          title="Failed to load the revenue report"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isRefetching}
        />
      ) : (
        <Stack gap="xl">
          <DataTable
            caption={`Commission report per restaurant, highest revenue first.`}
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.restaurantId}
            rowHeader="name"
            loading={report.isPending || redirecting}
            empty="No delivered orders yet, so no revenue."
            defaultSort={{ key: 'revenue', direction: 'desc' }}
            minWidth={520}
            totals={{
              label: 'Total',
              cells: {
                revenue: formatRupees(sum(rows.map((row) => row.revenue))),
                commission: formatRupees(sum(rows.map((row) => row.commission))),
              },
            }}
          />
          {bars.length > 0 && (
            <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={chartTitle}>
              <Text component="figcaption" fw={600} mb="sm" id={chartTitle}>
                Revenue and commission per restaurant
              </Text>
              {/* The table above holds the same figures for assistive technology. */}
              <div aria-hidden>
                <Suspense fallback={<Skeleton h={220} />}>
                  <RevenueChart bars={bars} commissionLabel={COMMISSION_LABEL} />
                </Suspense>
              </div>
            </Paper>
          )}
        </Stack>
      )}
    </AdminPage>
  );
}
