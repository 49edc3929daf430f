import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One narrow card for the admin's login and password forms; its title is the page's heading. */
export function FormCard({ title, description, children }: FormCardProps) {
  return (
    <Stack maw={440} w="100%" mx="auto" my={{ base: 'md', sm: 40 }} gap="md">
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
    </Stack>
  );
}
