import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function HomeBanner({ children }: { children?: ReactNode }) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 40 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-brand-1) 55%, var(--mantine-color-yellow-1) 100%)',
      }}
    >
      {/* On a phone the title and the search only, so the first screen reaches the food. */}
      <Stack gap="sm" align="flex-start">
        <Title order={1} fz={{ base: 20, sm: 38 }} lh={1.15} c="brand.9">
          Home-style food from your city&apos;s kitchens
        </Title>
        <Text size="lg" c="gray.8" maw={560} visibleFrom="sm">
          Order from the local restaurants around you, fresh and hot.
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
