import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { WeekFigures } from '@tiffin/shared/api/seller';
import { formatRupees } from '@tiffin/shared/money';
import { useId, useState } from 'react';
import { WeeklyBarChart, type WeekSeries } from '@/components/weekly-bar-chart';

type Metric = 'orders' | 'revenue';

const count = (value: number) => value.toLocaleString('en-IN');

/** The table holds all three; Delivered is part of Orders, so its bar is drawn inside the week's Orders bar. */
const SERIES: WeekSeries[] = [
  { name: 'Orders', color: 'blue.2', format: count },
  { name: 'Delivered', color: 'green.7', format: count },
  { name: 'Revenue', color: 'teal.6', format: formatRupees },
];
const DRAWN: Record<Metric, string[]> = { orders: ['Orders', 'Delivered'], revenue: ['Revenue'] };

/** The last 8 weeks, oldest first (Monday to Sunday, India time), orders or revenue. */
export function WeeklyChart({ history }: { history: WeekFigures[] }) {
  const [metric, setMetric] = useState<Metric>('orders');
  const titleId = useId();
  const weeks = history.map((week) => ({
    weekStart: week.weekStart,
    values: { Orders: week.totalWeeklyOrders, Delivered: week.totalDelivered, Revenue: week.totalRevenue },
  }));

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600} id={titleId}>
          Last 8 weeks
        </Text>
        <SegmentedControl
          size="xs"
          value={metric}
          onChange={(value) => setMetric(value as Metric)}
          data={[
            { value: 'orders', label: 'Orders' },
            { value: 'revenue', label: 'Revenue' },
          ]}
          aria-label="What the chart shows"
        />
      </Group>
      <WeeklyBarChart
        weeks={weeks}
        series={SERIES}
        drawn={DRAWN[metric]}
        titleId={titleId}
        height={260}
        nested={metric === 'orders'}
        wholeNumbers
        yAxisWidth={metric === 'revenue' ? 80 : 40}
      />
    </Stack>
  );
}
