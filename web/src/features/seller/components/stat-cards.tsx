import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarStats,
  IconCircleCheck,
  IconCircleX,
  IconCoinRupee,
  IconReceiptRefund,
  IconSun,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { SellerStats } from '@tiffin/shared/api/seller';
import { formatRupees } from '@tiffin/shared/money';
import type { ComponentType } from 'react';

interface Figure {
  key: keyof Pick<
    SellerStats,
    | 'totalWeeklyOrders'
    | 'totalDelivered'
    | 'totalRevenue'
    | 'todayOrders'
    | 'totalFoodItems'
    | 'outOfStock'
    | 'cancelledOrders'
    | 'totalRefunded'
  >;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color: string;
  format?: (value: number) => string;
}

/** Spec 3's six seller figures, in its order, then the week's cancellations and refunds (beyond the spec). */
const figures: Figure[] = [
  { key: 'totalWeeklyOrders', label: 'Total Weekly Orders', icon: IconCalendarStats, color: 'blue' },
  { key: 'totalDelivered', label: 'Total Delivered', icon: IconCircleCheck, color: 'green' },
  { key: 'totalRevenue', label: 'Total Revenue', icon: IconCoinRupee, color: 'teal', format: formatRupees },
  { key: 'todayOrders', label: "Today's Orders", icon: IconSun, color: 'orange' },
  { key: 'totalFoodItems', label: 'Total Food Items', icon: IconToolsKitchen2, color: 'grape' },
  { key: 'outOfStock', label: 'Out of Stock', icon: IconAlertTriangle, color: 'red' },
  { key: 'cancelledOrders', label: 'Cancelled or Rejected', icon: IconCircleX, color: 'gray' },
  { key: 'totalRefunded', label: 'Refunded', icon: IconReceiptRefund, color: 'gray', format: formatRupees },
];

const cols = { base: 1, xs: 2, md: 4 };

/** The figures as a description list: each label is a term, its number the definition. */
export function StatCards({ stats }: { stats: SellerStats }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" m={0} aria-label="This week's figures">
      {figures.map(({ key, label, icon: Icon, color, format }) => (
        // A div may group a term with its definition inside a dl; the icon belongs to the term.
        <Paper key={key} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <ThemeIcon size={28} radius="md" variant="light" color={color}>
              <Icon size={16} aria-hidden />
            </ThemeIcon>
            {label}
          </Text>
          <Text component="dd" m={0} mt={8} fz={26} fw={700} lh={1.2} data-testid={`stat-${key}`}>
            {format ? format(stats[key]) : stats[key].toLocaleString('en-IN')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function StatCardsSkeleton() {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-hidden>
      {figures.map(({ key }) => (
        <Paper key={key} withBorder p="md" radius="md">
          <Skeleton h={28} w="70%" />
          <Skeleton h={28} w="40%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
