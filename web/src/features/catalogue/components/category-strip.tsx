import { Group, Image, ScrollArea, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { placeholderPulse } from '@/components/card-grid';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { useCategories } from '../api/get-categories';
import classes from './category-strip.module.css';
import { pages } from '@/lib/pages';

interface CategoryStripProps {
  city?: string | null;
  /** The city is still being found: the placeholder stays, and every city's categories are not asked for first. */
  cityPending?: boolean;
}

/**
 * A category click goes to /foods with the category in navigation state (docs/product.md#home). With a city, only the
 * categories its dishes use show. Memoised: the home page re-renders as its location lookup moves on.
 */
export const CategoryStrip = memo(function CategoryStrip({ city, cityPending = false }: CategoryStripProps) {
  const navigate = useNavigate();
  const query = useCategories(city ?? undefined, { enabled: !cityPending });
  // TanStack Query hands its answer over through useSyncExternalStore, which React renders synchronously: the strip
  // draws it in a deferred render instead, which React slices between frames (the placeholder stays until then).
  const categories = useDeferredValue(query.data?.items ?? null, null);

  if (categories?.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="categories-heading" gap="xs">
      <Title order={2} size="h3" fz={{ base: 'h4', sm: 'h3' }} id="categories-heading">
        What are you craving?
      </Title>
      {query.isError ? (
        <QueryErrorAlert
          title="Could not load categories"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : categories ? (
        <ScrollArea type="hover" offsetScrollbars scrollbarSize={6}>
          <Group component="ul" gap="md" wrap="nowrap" className={classes.list} aria-label="Categories">
            {categories.map((category) => (
              <li key={category._id}>
                <UnstyledButton
                  className={classes.item}
                  onClick={() => void navigate(pages.foods(), { state: { category: category._id } })}
                >
                  <Image
                    src={category.catimg || null}
                    fallbackSrc={PLACEHOLDER_IMAGE}
                    alt=""
                    w={56}
                    h={56}
                    radius="50%"
                    loading="lazy"
                  />
                  <Text size="sm" fw={500} ta="center" lineClamp={1}>
                    {category.cat}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Group>
        </ScrollArea>
      ) : (
        <Group gap="md" wrap="nowrap" aria-hidden style={{ overflow: 'hidden' }} className={placeholderPulse}>
          {Array.from({ length: 6 }, (_, i) => (
            <Stack key={i} gap={6} align="center">
              <Skeleton circle h={56} animate={false} />
              <Skeleton h={10} w={56} animate={false} />
            </Stack>
          ))}
        </Group>
      )}
    </Stack>
  );
});
