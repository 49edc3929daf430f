import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Restaurant } from '@tiffin/shared/api/catalogue';
import { Link } from 'react-router';
import { photoImageProps } from '@/lib/photo';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { DeliveryEstimate } from './delivery-estimate';
import { OpeningNote } from './opening-note';
import classes from './restaurant-card.module.css';
import { Rating } from './rating';
import { pages } from '@/lib/pages';

/** 'Dosa · Idli · Coffee': a restaurant's cuisine, its top categories as the server names them. */
export const cuisineOf = (restaurant: Pick<Restaurant, 'categories'>) => restaurant.categories.join(' · ');

/**
 * A restaurant as a list shows it: name, cuisine, rating and reviews, open or closed, and the delivery estimate
 * where the customer's location is known. On a phone a row, its photo beside the words, so a screen holds several;
 * wider, a card with the photo on top. `priority`: the first card's photo is the home page's largest paint,
 * so it loads at once and first.
 */
export function RestaurantCard({ restaurant, priority = false }: { restaurant: Restaurant; priority?: boolean }) {
  const cuisine = cuisineOf(restaurant);
  return (
    <Card
      component={Link}
      to={pages.restaurant(restaurant._id)}
      withBorder
      padding="sm"
      h="100%"
      className={classes.card}
    >
      {/* The photo is decorative: the heading beside it already names the card. */}
      <Image
        src={restaurant.image || null}
        {...photoImageProps(restaurant.image, '(min-width: 36em) 320px, 84px')}
        fallbackSrc={PLACEHOLDER_IMAGE}
        alt=""
        className={classes.photo}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      <Stack gap={4} className={classes.body}>
        {/* A long name wraps to two lines; the whole name shows on hover (title) and to screen readers. */}
        <Title order={3} size="h5" lineClamp={2} title={restaurant.name}>
          {restaurant.name}
        </Title>
        {cuisine && (
          <Text size="sm" c="dimmed" lineClamp={1} title={cuisine}>
            {cuisine}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Rating rating={restaurant.rating} count={restaurant.reviewCount} showCount />
          <OpeningNote restaurant={restaurant} />
        </Group>
        {restaurant.delivery && <DeliveryEstimate delivery={restaurant.delivery} />}
        {/* A phone's row keeps to what decides a choice; the address is on the restaurant's page. */}
        <Text size="sm" c="dimmed" lineClamp={1} title={restaurant.address} visibleFrom="xs">
          {restaurant.address}
        </Text>
      </Stack>
    </Card>
  );
}
