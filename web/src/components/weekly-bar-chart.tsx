import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { formatIndiaDayMonth } from '@tiffin/shared/india-time';

/** One figure of a week: its name (the bar's and the table column's), its bar colour and how it is written. */
export interface WeekSeries {
  name: string;
  color: string;
  format: (value: number) => string;
}

/** A week and its figures by series name; `weekStart` is its Monday, 'YYYY-MM-DD' (India time). */
export interface WeekValues {
  weekStart: string;
  values: Record<string, number>;
}

interface WeeklyBarChartProps {
  /** Oldest first. */
  weeks: readonly WeekValues[];
  /** Every figure, each a column of the table. */
  series: readonly WeekSeries[];
  /** The names of the series drawn as bars (all by default); the first one's format writes the axis. */
  drawn?: readonly string[];
  /** The id of the heading that names the chart; it names the table too. */
  titleId: string;
  height: number;
  /** Draws each week's bars on one another (a part within its whole: Delivered within Orders) with a legend. */
  nested?: boolean;
  /** Counts: whole numbers on the axis. */
  wholeNumbers?: boolean;
  yAxisWidth: number;
}

/**
 * Figures week by week as bars, for the eyes only: a visually hidden table says the same to screen readers, so the
 * chart is hidden from assistive technology and has no keyboard stop of its own.
 */
export function WeeklyBarChart({
  weeks,
  series,
  drawn = series.map((one) => one.name),
  titleId,
  height,
  nested = false,
  wholeNumbers = false,
  yAxisWidth,
}: WeeklyBarChartProps) {
  const data = weeks.map((week) => ({ week: formatIndiaDayMonth(week.weekStart), ...week.values }));
  const bars = drawn.map((name) => series.find((one) => one.name === name)!);
  return (
    <>
      <div aria-hidden>
        <BarChart
          h={height}
          data={data}
          dataKey="week"
          series={bars.map(({ name, color }) => ({ name, color }))}
          withLegend={nested}
          valueFormatter={bars[0]?.format}
          yAxisProps={{ allowDecimals: !wholeNumbers, width: yAxisWidth }}
          tickLine="y"
          // A gap of -100% draws each week's bars on one another.
          barChartProps={{ accessibilityLayer: false, ...(nested ? { barGap: '-100%' } : {}) }}
        />
      </div>
      <VisuallyHidden>
        <Table aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Week starting</Table.Th>
              {series.map(({ name }) => (
                <Table.Th key={name} scope="col">
                  {name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week, i) => (
              <Table.Tr key={week.weekStart}>
                <Table.Th scope="row">{data[i]!.week}</Table.Th>
                {series.map(({ name, format }) => (
                  <Table.Td key={name}>{format(week.values[name] ?? 0)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
