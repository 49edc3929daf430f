import { Group, Text, type TextProps } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/** One decimal, or null when nothing has been rated yet. */
export function formatRating(rating: number | null | undefined, count?: number): string | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating) || count === 0) return null;
  return rating.toFixed(1);
}

interface RatingProps extends TextProps {
  rating: number | null;
  /** How many reviews make up the average; shown when given. */
  count?: number;
  showCount?: boolean;
}

/** The average of the review ratings to one decimal, or 'No ratings' (docs/product.md#home). */
export function Rating({ rating, count, showCount = false, ...textProps }: RatingProps) {
  const value = formatRating(rating, count);
  if (value === null) {
    return (
      <Text size="sm" c="dimmed" {...textProps}>
        No ratings
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {/* The star and the figure read as one image named by the rating (a plain div's aria-label is ignored). */}
      <Group component="span" role="img" aria-label={`Rated ${value} out of 5`} gap={4} wrap="nowrap">
        <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text component="span" size="sm" fw={600} {...textProps}>
          {value}
        </Text>
      </Group>
      {showCount && count !== undefined && (
        <Text size="sm" c="dimmed">
          ({count} {count === 1 ? 'review' : 'reviews'})
        </Text>
      )}
    </Group>
  );
}
