import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatRupees } from '@tiffin/shared/money';

export interface RevenueBar {
  name: string;
  revenue: number;
  commission: number;
}

interface RevenueChartProps {
  /** In the order to draw, top to bottom. */
  bars: RevenueBar[];
  commissionLabel: string;
}

/** Revenue and commission per restaurant as horizontal bars (long names read on the axis); loaded on its own. */
export function RevenueChart({ bars, commissionLabel }: RevenueChartProps) {
  const data = bars.map(({ name, revenue, commission }) => ({ name, Revenue: revenue, [commissionLabel]: commission }));
  return (
    <BarChart
      h={Math.max(220, bars.length * 44 + 80)}
      data={data}
      dataKey="name"
      orientation="vertical"
      series={[
        { name: 'Revenue', color: 'brand.6' },
        { name: commissionLabel, color: 'orange.6' },
      ]}
      withLegend
      valueFormatter={formatRupees}
      yAxisProps={{ width: 150 }}
      xAxisProps={{ tickFormatter: (value: number) => `₹${value.toLocaleString('en-IN')}` }}
      gridAxis="x"
      tickLine="x"
      // Drawn for the eyes only (the report's table holds the figures), so no keyboard stop either.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
