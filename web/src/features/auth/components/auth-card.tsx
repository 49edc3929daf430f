import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Links under the card: Forgot password?, Sign up, Log in. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every account screen: one narrow card, its title as the page's heading. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <Stack maw={440} mx="auto" my={{ base: 'md', sm: 40 }} gap="md">
      <title>{`${title} · Tiffin`}</title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
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
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Stack gap={6} align="center" ta="center">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}
