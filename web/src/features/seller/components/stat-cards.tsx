import { SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBellRinging,
  IconCalendarStats,
  IconCircleCheck,
  IconCircleX,
  IconCoinRupee,
  IconReceiptRefund,
  IconSun,
  IconToolsKitchen2,
  type TablerIcon,
} from '@tabler/icons-react';
import type { SellerStats } from '@tiffin/shared/api/seller';
import { formatRupees } from '@tiffin/shared/money';
import { useId, type ReactNode } from 'react';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';

type FigureKey = keyof Pick<
  SellerStats,
  | 'waitingOrders'
  | 'todayOrders'
  | 'todayRevenue'
  | 'totalWeeklyOrders'
  | 'totalDelivered'
  | 'cancelledOrders'
  | 'totalRevenue'
  | 'totalRefunded'
  | 'totalFoodItems'
  | 'outOfStock'
>;

interface Figure {
  key: FigureKey;
  label: string;
  icon: TablerIcon;
  color: string;
  money?: boolean;
  note?: (stats: SellerStats) => ReactNode;
}

interface FigureGroup {
  title: string;
  figures: Figure[];
}

/**
 * The six seller figures of docs/product.md#entities (their words), with what a counter needs first: the orders waiting now and today's.
 * Every order placed counts as an order, whatever became of it; Delivered and Cancelled or Rejected are parts of
 * the week's orders, and revenue is what Delivered orders paid, the same rule for today, the week and the chart.
 */
const groups: FigureGroup[] = [
  {
    title: 'Now',
    figures: [
      {
        key: 'waitingOrders',
        label: 'Orders waiting now',
        icon: IconBellRinging,
        color: 'orange',
        note: () => 'Paid, not yet accepted or rejected',
      },
      { key: 'todayOrders', label: "Today's Orders", icon: IconSun, color: 'orange' },
      {
        key: 'todayRevenue',
        label: "Today's Revenue",
        icon: IconCoinRupee,
        color: 'teal',
        money: true,
        note: () => "Today's Delivered orders",
      },
    ],
  },
  {
    title: 'This week',
    figures: [
      {
        key: 'totalWeeklyOrders',
        label: 'Total Weekly Orders',
        icon: IconCalendarStats,
        color: 'blue',
        note: () => 'Every order placed, whatever its status',
      },
      {
        key: 'totalDelivered',
        label: 'Total Delivered',
        icon: IconCircleCheck,
        color: 'green',
        note: (stats) => `Of the ${stats.totalWeeklyOrders.toLocaleString('en-IN')} orders`,
      },
      {
        key: 'cancelledOrders',
        label: 'Cancelled or Rejected',
        icon: IconCircleX,
        color: 'gray',
        note: (stats) => `Of the ${stats.totalWeeklyOrders.toLocaleString('en-IN')} orders`,
      },
      {
        key: 'totalRevenue',
        label: 'Total Revenue',
        icon: IconCoinRupee,
        color: 'teal',
        money: true,
        note: () => 'Delivered orders',
      },
      {
        key: 'totalRefunded',
        label: 'Refunded',
        icon: IconReceiptRefund,
        color: 'gray',
        money: true,
        note: () => 'To the cancelled or rejected orders',
      },
    ],
  },
  {
    title: 'Menu',
    figures: [
      { key: 'totalFoodItems', label: 'Total Food Items', icon: IconToolsKitchen2, color: 'grape' },
      { key: 'outOfStock', label: 'Out of Stock', icon: IconAlertTriangle, color: 'red' },
    ],
  },
];

const cols = { base: 1, xs: 2, md: 3 };

function FigureList({ group, stats }: { group: FigureGroup; stats: SellerStats }) {
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {group.title}
      </Title>
      <SimpleGrid component="dl" cols={cols} spacing="md" m={0} aria-labelledby={titleId}>
        {group.figures.map(({ key, label, icon, color, money, note }) => (
          <StatCard
            key={key}
            label={label}
            icon={icon}
            color={color}
            value={money ? formatRupees(stats[key]) : stats[key].toLocaleString('en-IN')}
            note={note?.(stats)}
            urgent={key === 'waitingOrders' && stats.waitingOrders > 0}
            testId={`stat-${key}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The figures as description lists, one per group: each label is a term, its number the definition. */
export function StatCards({ stats }: { stats: SellerStats }) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <FigureList key={group.title} group={group} stats={stats} />
      ))}
    </Stack>
  );
}

export function StatCardsSkeleton() {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-hidden>
      {groups
        .flatMap((group) => group.figures)
        .map(({ key }) => (
          <StatCardSkeleton key={key} />
        ))}
    </SimpleGrid>
  );
}
