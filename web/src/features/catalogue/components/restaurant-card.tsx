import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Restaurant } from '@tiffin/shared/api/catalogue';
import { Link } from 'react-router';
import { photoImageProps } from '@/lib/photo';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { OpeningNote } from './opening-note';
import { Rating } from './rating';

/** `priority`: the first card's photo is the home page's largest paint, so it loads at once and first. */
export function RestaurantCard({ restaurant, priority = false }: { restaurant: Restaurant; priority?: boolean }) {
  return (
    <Card component={Link} to={`/restaurant/${restaurant._id}`} withBorder padding="sm" h="100%">
      {/* The photo is decorative: the heading below already names the card. */}
      <Card.Section>
        <Image
          src={restaurant.image || null}
          {...photoImageProps(restaurant.image, '(min-width: 48em) 320px, 100vw')}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt=""
          h={140}
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          {/* A long name wraps to two lines; the whole name shows on hover (title) and to screen readers. */}
          <Title order={3} size="h5" lineClamp={2} title={restaurant.name} style={{ flex: 1, minWidth: 0 }}>
            {restaurant.name}
          </Title>
          <Rating rating={restaurant.rating} count={restaurant.reviewCount} style={{ whiteSpace: 'nowrap' }} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {restaurant.address}
        </Text>
        <OpeningNote restaurant={restaurant} />
      </Stack>
    </Card>
  );
}
