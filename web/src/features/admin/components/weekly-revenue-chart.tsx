import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import type { WeekRevenue } from '@tiffin/shared/api/admin';
import { formatIndiaDayMonth } from '@tiffin/shared/india-time';
import { formatRupees } from '@tiffin/shared/money';

/** The marketplace's revenue week by week, oldest first; a table says the same for screen readers. */
export function WeeklyRevenueChart({ weeks, titleId }: { weeks: WeekRevenue[]; titleId: string }) {
  const data = weeks.map((week) => ({ week: formatIndiaDayMonth(week.weekStart), Revenue: week.revenue }));
  return (
    <>
      <div aria-hidden>
        <BarChart
          h={240}
          data={data}
          dataKey="week"
          series={[{ name: 'Revenue', color: 'brand.6' }]}
          valueFormatter={formatRupees}
          yAxisProps={{ width: 84 }}
          tickLine="y"
          // Drawn for the eyes only (the table below holds the figures), so no keyboard stop either.
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <Table aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week starting</Table.Th>
              <Table.Th scope="col">Revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week, i) => (
              <Table.Tr key={week.weekStart}>
                <Table.Th scope="row">{data[i]!.week}</Table.Th>
                <Table.Td>{formatRupees(week.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
