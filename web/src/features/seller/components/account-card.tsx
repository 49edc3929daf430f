import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountCardProps {
  title: string;
  description?: ReactNode;
  /** Links under the card: Sign up, Log in. */
  footer?: ReactNode;
  /** Wider for the sign-up form's two columns. */
  width?: number;
  children: ReactNode;
}

/** The frame of the seller's login and sign-up: one card, its title as the page's heading. */
export function AccountCard({ title, description, footer, width = 440, children }: AccountCardProps) {
  return (
    <Stack maw={width} mx="auto" my={{ base: 'md', sm: 40 }} gap="md">
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
