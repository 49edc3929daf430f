import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Food } from '@tiffin/shared/api/catalogue';
import { formatRupees } from '@tiffin/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { photoImageProps } from '@/lib/photo';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import classes from './food-card.module.css';
import { FoodTypeBadge } from './food-type-badge';
import { Rating } from './rating';

/** The ordering control under a dish (Add to Cart), given by the app, which composes the cart feature in. */
export type RenderDishAction = (food: Food) => ReactNode;

interface FoodCardProps {
  food: Food;
  /** A control under the card (Add to Cart); it stays clickable on its own. */
  action?: ReactNode;
  /** Names the dish's restaurant; off on the restaurant's own page. */
  showRestaurant?: boolean;
}

export function FoodCard({ food, action, showRestaurant = true }: FoodCardProps) {
  return (
    <Card withBorder padding="sm" h="100%" className={classes.card}>
      {/* The photo is decorative: the heading below already names the card. */}
      <Card.Section pos="relative">
        <Image
          src={food.image || null}
          {...photoImageProps(food.image, '(min-width: 48em) 320px, 100vw')}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt=""
          h={150}
          loading="lazy"
        />
        {food.quantity === 0 && (
          <Badge color="gray" variant="filled" pos="absolute" top={8} left={8}>
            Out of Stock
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        {/* A long name wraps to two lines; the whole name shows on hover (title) and to screen readers. */}
        <Title order={3} size="h5" lineClamp={2} title={food.name}>
          <Link to={`/food/${food._id}`} className={classes.link}>
            {food.name}
          </Link>
        </Title>
        {showRestaurant && (
          <Text size="sm" c="dimmed" lineClamp={1} title={food.restaurant.name}>
            {food.restaurant.name}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text fw={700} data-testid="food-price">
            {formatRupees(food.price)}
          </Text>
          <FoodTypeBadge type={food.type} />
        </Group>
        <Rating rating={food.rating} count={food.reviewCount} />
      </Stack>
      {action && (
        <div className={classes.action} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {action}
        </div>
      )}
    </Card>
  );
}
