import { Badge, type BadgeProps } from '@mantine/core';
import type { FoodType } from '@tiffin/shared/api/catalogue';

export const FOOD_TYPE_LABELS: Record<FoodType, string> = { veg: 'Veg', 'non-veg': 'Non-veg' };

const colors: Record<FoodType, string> = { veg: 'green', 'non-veg': 'red' };

export function FoodTypeBadge({ type, ...props }: { type: FoodType } & BadgeProps) {
  return (
    <Badge color={colors[type]} variant="light" data-food-type={type} {...props}>
      {FOOD_TYPE_LABELS[type]}
    </Badge>
  );
}
