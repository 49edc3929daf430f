import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';

const cols = { base: 1, xs: 2, md: 3, lg: 4 };

interface CardGridProps<T> {
  items: T[];
  getKey: (item: T) => string;
  /** Draws one card; `index` is its place in the list (the first may load its picture first). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for assistive technology and tests. */
  label: string;
  busy?: boolean;
}

/** A responsive list of cards: one column on a phone, four on a wide screen. */
export function CardGrid<T>({ items, getKey, renderItem, label, busy = false }: CardGridProps<T>) {
  // The cards render in a transition, which React splits into short slices between frames, not in the one
  // synchronous render a query's answer triggers (two dozen cards at once were the home page's longest tasks,
  // Lighthouse's total blocking time). The skeleton holds their place until then.
  const shown = useDeferredValue<T[] | null>(items, null);
  if (shown === null) return <CardGridSkeleton count={Math.min(Math.max(items.length, 1), 4)} />;

  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      aria-busy={busy}
      cols={cols}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {shown.map((item, index) => (
        <li key={getKey(item)}>{renderItem(item, index)}</li>
      ))}
    </SimpleGrid>
  );
}

export function CardGridSkeleton({ count = 4, imageHeight = 150 }: { count?: number; imageHeight?: number }) {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="sm">
          <Card.Section>
            <Skeleton h={imageHeight} radius={0} />
          </Card.Section>
          <Stack gap={8} mt="sm">
            <Skeleton h={16} w="70%" />
            <Skeleton h={12} w="50%" />
            <Skeleton h={12} w="35%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
