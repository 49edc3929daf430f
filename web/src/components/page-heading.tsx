import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's one h1 and the line under it. */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
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
  );
}
