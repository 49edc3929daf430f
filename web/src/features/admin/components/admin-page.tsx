import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

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
      <PageHeader title={title} description={description} actions={actions} area="Admin" />
      {children}
    </Stack>
  );
}
