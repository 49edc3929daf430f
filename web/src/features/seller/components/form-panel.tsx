import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The panel a seller's form stands in (a dish, the profile), under the page's heading. */
export function FormPanel({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md" maw={720} aria-busy={busy}>
      {children}
    </Paper>
  );
}

/** Labels and inputs standing in while the form's data loads. */
export function FormSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} gap={6}>
          <Skeleton h={12} w={120} />
          <Skeleton h={36} />
        </Stack>
      ))}
    </Stack>
  );
}
