import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  /** Controls beside the heading (a filter, a refresh). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin screen: the page title, its one h1, and the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <Stack gap="lg">
      <title>{`${title} · Tiffin Admin`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
