import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWaitingOrderCount } from '../api/orders';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (Add Food). */
  actions?: ReactNode;
}

/** The heading of a seller screen, which also names the browser tab, led by the count of orders waiting. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const waiting = useWaitingOrderCount();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <title>{`${waiting > 0 ? `(${waiting}) ` : ''}${title} · Tiffin Seller`}</title>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
