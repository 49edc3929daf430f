import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Food } from '@tiffin/shared/api/catalogue';
import { formatRupees } from '@tiffin/shared/money';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { FoodTypeBadge } from './food-type-badge';
import { Rating } from './rating';

export function FoodCard({ food }: { food: Food }) {
  return (
    <Card component={Link} to={`/food/${food._id}`} withBorder padding="sm" h="100%">
      {/* The photo is decorative: the heading below already names the card. */}
      <Card.Section pos="relative">
        <Image src={food.image || null} fallbackSrc={PLACEHOLDER_IMAGE} alt="" h={150} loading="lazy" />
        {food.quantity === 0 && (
          <Badge color="gray" variant="filled" pos="absolute" top={8} left={8}>
            Out of Stock
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={3} size="h5" lineClamp={1}>
          {food.name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {food.restaurant.name}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text fw={700} data-testid="food-price">
            {formatRupees(food.price)}
          </Text>
          <FoodTypeBadge type={food.type} />
        </Group>
        <Rating rating={food.rating} count={food.reviewCount} />
      </Stack>
    </Card>
  );
}
