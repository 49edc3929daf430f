import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string;
  icon: TablerIcon;
  /** The icon's colour (the theme's primary colour unless told). */
  color?: string;
  /** One short line under the value: what the figure counts. */
  note?: ReactNode;
  /** A figure that asks for action now: drawn with a border of its colour. */
  urgent?: boolean;
  testId?: string;
}

/**
 * One dashboard figure, the seller's and the admin's alike: a term and its value (and a note), one group of the
 * figures' description list. Long labels and values wrap rather than being cut.
 */
export function StatCard({ label, value, icon: CardIcon, color, note, urgent = false, testId }: StatCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={urgent ? { borderColor: `var(--mantine-color-${color ?? 'orange'}-6)`, borderWidth: 2 } : undefined}
    >
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        <Group component="span" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{label}</span>
          <ThemeIcon component="span" size={36} radius="md" variant="light" color={color} aria-hidden>
            <CardIcon size={20} />
          </ThemeIcon>
        </Group>
      </Text>
      <Text
        component="dd"
        m={0}
        mt={4}
        fz={26}
        fw={700}
        lh={1.2}
        style={{ overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {value}
      </Text>
      {note && (
        <Text component="dd" m={0} mt={4} size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

export function StatCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden>
      <Skeleton h={14} w="50%" />
      <Skeleton h={26} w="70%" mt={10} />
    </Paper>
  );
}
