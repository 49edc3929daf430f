import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WeekFigures } from '@tiffin/shared/api/seller';
import { formatRupees } from '@tiffin/shared/money';
import { useId, useState } from 'react';
import { formatIndiaDayMonth } from '@tiffin/shared/india-time';

type Metric = 'orders' | 'revenue';

/** Delivered is part of Orders: its bar is drawn inside the week's Orders bar, and the legend reads in that order. */
const series = {
  orders: [
    { name: 'Orders', color: 'blue.2' },
    { name: 'Delivered', color: 'green.7' },
  ],
  revenue: [{ name: 'Revenue', color: 'teal.6' }],
};

/** The last 8 weeks, oldest first (Monday to Sunday, India time); a table says the same for screen readers. */
export function WeeklyChart({ history }: { history: WeekFigures[] }) {
  const [metric, setMetric] = useState<Metric>('orders');
  const titleId = useId();
  const data = history.map((week) => ({
    week: formatIndiaDayMonth(week.weekStart),
    Orders: week.totalWeeklyOrders,
    Delivered: week.totalDelivered,
    Revenue: week.totalRevenue,
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
      <div aria-hidden>
        <BarChart
          h={260}
          data={data}
          dataKey="week"
          series={series[metric]}
          withLegend={metric === 'orders'}
          valueFormatter={metric === 'revenue' ? formatRupees : (value) => value.toLocaleString('en-IN')}
          yAxisProps={{ allowDecimals: false, width: metric === 'revenue' ? 80 : 40 }}
          tickLine="y"
          // Hidden from assistive technology (the table says the same), so no keyboard stop either. A gap of -100%
          // draws each week's bars on one another: Delivered within Orders.
          barChartProps={{ accessibilityLayer: false, barGap: '-100%' }}
        />
      </div>
      <VisuallyHidden>
        <Table aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week starting</Table.Th>
              <Table.Th scope="col">Orders</Table.Th>
              <Table.Th scope="col">Delivered</Table.Th>
              <Table.Th scope="col">Revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((week, i) => (
              <Table.Tr key={week.weekStart}>
                <Table.Th scope="row">{data[i]!.week}</Table.Th>
                <Table.Td>{week.totalWeeklyOrders}</Table.Td>
                <Table.Td>{week.totalDelivered}</Table.Td>
                <Table.Td>{formatRupees(week.totalRevenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
