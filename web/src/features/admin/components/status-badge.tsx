import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A status in a table cell, never cut short however narrow its column gets. */
export function StatusBadge({ color, children }: { color: MantineColor; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" miw="max-content">
      {children}
    </Badge>
  );
}
