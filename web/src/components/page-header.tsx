import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or filters on the right (Add Food). */
  actions?: ReactNode;
  /** The area whose screen this is: it names the browser tab '<title> · Tiffin Seller'. Without it, the frame names the tab. */
  area?: 'Seller' | 'Admin';
}

/** The heading of a screen: its one h1, the line under it, and its actions; every area's screens share it. */
export function PageHeader({ title, description, actions, area }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {area && <title>{`${title} · Tiffin ${area}`}</title>}
      <Stack gap={4}>
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
