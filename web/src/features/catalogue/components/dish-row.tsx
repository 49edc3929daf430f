import { Badge, Group, Image, Text, Title } from '@mantine/core';
import type { Food } from '@tiffin/shared/api/catalogue';
import { formatRupees } from '@tiffin/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { photoImageProps } from '@/lib/photo';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import classes from './dish-row.module.css';
import { Rating } from './rating';
import { VegMark } from './veg-mark';
import { pages } from '@/lib/pages';

/** The ordering control on a dish (Add), given by the app, which composes the cart feature in. */
export type RenderDishAction = (food: Food) => ReactNode;

interface DishRowProps {
  food: Food;
  /** A control on the dish's photo (Add); it stays clickable on its own. */
  action?: ReactNode;
  /** Names the dish's restaurant; off on the restaurant's own page. */
  showRestaurant?: boolean;
}

/**
 * A dish as food apps list it: the veg mark, name, price and rating, its restaurant and one line of description on
 * the left; its photo on the right with the ordering control on it. The name's link covers the whole row.
 */
export function DishRow({ food, action, showRestaurant = true }: DishRowProps) {
  return (
    <div className={classes.row}>
      <div className={classes.text}>
        <VegMark type={food.type} />
        {/* A long name wraps to two lines; the whole name shows on hover (title) and to screen readers. */}
        <Title order={3} size="h5" lineClamp={2} title={food.name} className={classes.name}>
          <Link to={pages.food(food._id)} className={classes.link}>
            {food.name}
          </Link>
        </Title>
        {showRestaurant && (
          <Text size="sm" c="dimmed" lineClamp={1} title={food.restaurant.name}>
            {food.restaurant.name}
          </Text>
        )}
        <Group gap="sm" wrap="nowrap">
          <Text fw={700} data-testid="food-price">
            {formatRupees(food.price)}
          </Text>
          <Rating rating={food.rating} count={food.reviewCount} />
        </Group>
        {food.description && (
          <Text size="sm" c="dimmed" lineClamp={1} title={food.description}>
            {food.description}
          </Text>
        )}
      </div>
      <div className={classes.media}>
        {/* The photo is decorative: the heading already names the dish. */}
        <Image
          src={food.image || null}
          {...photoImageProps(food.image, '120px')}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt=""
          className={classes.photo}
          data-sold-out={food.quantity === 0 || undefined}
          loading="lazy"
        />
        {food.quantity === 0 && (
          <Badge color="gray" variant="filled" size="xs" pos="absolute" top={6} left={6}>
            Out of Stock
          </Badge>
        )}
        {action && <div className={classes.action}>{action}</div>}
      </div>
    </div>
  );
}
