import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';

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
        <PageHeading title={title} description={description} />
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
