import { Group, Stack, Text, Title } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

/** What leads the browser tab's name in an area ('(2) ' while two orders wait for the seller); its layout sets it. */
export const TabTitlePrefix = createContext('');

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
  const prefix = useContext(TabTitlePrefix);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {area && <title>{`${prefix}${title} · Tiffin ${area}`}</title>}
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
