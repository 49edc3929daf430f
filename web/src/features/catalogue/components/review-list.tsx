import { Anchor, Button, Group, Paper, Rating as Stars, Stack, Text } from '@mantine/core';
import type { Review } from '@tiffin/shared/api/catalogue';
import { formatIndiaDate } from '@tiffin/shared/india-time';
import { useState } from 'react';
import { usePagedQuery } from '@/lib/paged-query';
import { foodKeys } from '../api/query-keys';
import { catalogueListFoodReviewsRoute } from '@tiffin/shared/api/routes/catalogue';

/** The detail shows the newest three reviews (docs/product.md#constants); the rest open on request. */
export const SHOWN_REVIEWS = 3;

function ReviewItem({ review }: { review: Review }) {
  const date = Number.isNaN(Date.parse(review.createdAt)) ? null : formatIndiaDate(review.createdAt);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{review.name}</Text>
        {date && (
          <Text size="xs" c="dimmed" component="time" dateTime={review.createdAt}>
            {date}
          </Text>
        )}
      </Group>
      {/* Read-only, the stars are plain shapes: one image named by the rating. */}
      <Stars
        value={review.rating}
        readOnly
        size="sm"
        my={4}
        role="img"
        aria-label={`Rated ${review.rating} out of 5`}
      />
      <Text size="sm">{review.comment}</Text>
    </Paper>
  );
}

interface ReviewListProps {
  foodId: string;
  /** The newest reviews, as the detail carries them. */
  reviews: Review[];
  reviewCount: number;
}

/** A dish's reviews, newest first: three at once, then the rest from the server, a page at a time. */
export function ReviewList({ foodId, reviews, reviewCount }: ReviewListProps) {
  const [opened, setOpened] = useState(false);
  const more = usePagedQuery(catalogueListFoodReviewsRoute, {
    queryKey: foodKeys.reviews(foodId),
    params: { id: foodId },
    enabled: opened,
  });
  const all = opened && more.data ? more.data.pages.flatMap((page) => page.items) : reviews.slice(0, SHOWN_REVIEWS);
  const hidden = Math.max(0, reviewCount - SHOWN_REVIEWS);

  if (all.length === 0) return <Text c="dimmed">No reviews yet.</Text>;

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label="Reviews" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {all.map((review, index) => (
          <ReviewItem key={`${review.createdAt}-${index}`} review={review} />
        ))}
      </Stack>
      {!opened && hidden > 0 && (
        <Anchor component="button" type="button" c="green.8" ta="left" onClick={() => setOpened(true)}>
          ...and {hidden} more reviews
        </Anchor>
      )}
      {opened && more.isError && <Text c="red.8">Could not load more reviews. Please try again.</Text>}
      {opened && (more.hasNextPage || more.isFetching) && (
        <Button variant="default" w="fit-content" loading={more.isFetching} onClick={() => void more.fetchNextPage()}>
          More reviews
        </Button>
      )}
    </Stack>
  );
}
