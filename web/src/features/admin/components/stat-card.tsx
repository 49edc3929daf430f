import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface StatCardProps {
  label: string;
  value: string;
  icon: TablerIcon;
}

/** One dashboard figure: a term and its value, one group of the figures' description list. */
export function StatCard({ label, value, icon: CardIcon }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        <Group component="span" justify="space-between" wrap="nowrap" gap="sm">
          <span>{label}</span>
          <ThemeIcon component="span" size={40} radius="md" variant="light" aria-hidden>
            <CardIcon size={22} />
          </ThemeIcon>
        </Group>
      </Text>
      <Text component="dd" m={0} mt={4} fz={26} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
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
