import { Group, Paper, Rating as Stars, Stack, Text } from '@mantine/core';
import type { Review } from '@tiffin/shared/api/catalogue';

/** The detail shows at most three reviews (spec section 9). */
export const SHOWN_REVIEWS = 3;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

interface ReviewListProps {
  reviews: Review[];
  reviewCount: number;
}

export function ReviewList({ reviews, reviewCount }: ReviewListProps) {
  const shown = reviews.slice(0, SHOWN_REVIEWS);
  const more = Math.max(0, reviewCount - SHOWN_REVIEWS);

  if (shown.length === 0) return <Text c="dimmed">No reviews yet.</Text>;

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label="Reviews" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((review, index) => {
          const date = formatDate(review.createdAt);
          return (
            <Paper component="li" key={`${review.createdAt}-${index}`} withBorder p="sm" radius="md">
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
        })}
      </Stack>
      {more > 0 && <Text c="dimmed">...and {more} more reviews</Text>}
    </Stack>
  );
}
