import { Group, Image, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Food } from '@tiffin/shared/api/catalogue';
import { formatRupees } from '@tiffin/shared/money';
import { DataTable, type Column } from '@/components/data-table/data-table';
import type { RowAction } from '@/components/data-table/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';
import { pages } from '@/lib/pages';

interface FoodTableProps {
  foods: Food[];
  onDelete: (food: Food) => void;
}

const columns: Column<Food>[] = [
  {
    key: 'name',
    header: 'Dish',
    cell: (food) => (
      <Group gap="sm" wrap="nowrap">
        <Image src={food.image || null} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={56} h={42} radius="sm" />
        <Text fw={600} size="sm">
          {food.name}
        </Text>
      </Group>
    ),
    sortValue: (food) => food.name,
  },
  {
    key: 'category',
    header: 'Category',
    cell: (food) => food.category.cat,
    sortValue: (food) => food.category.cat,
  },
  {
    key: 'type',
    header: 'Type',
    cell: (food) => (
      <StatusBadge color={food.type === 'veg' ? 'green' : 'red'}>{food.type === 'veg' ? 'Veg' : 'Non-veg'}</StatusBadge>
    ),
    sortValue: (food) => food.type,
    card: 'badge',
  },
  {
    key: 'price',
    header: 'Price',
    align: 'right',
    cell: (food) => formatRupees(food.price),
    sortValue: (food) => food.price,
  },
  {
    key: 'stock',
    header: 'Stock',
    align: 'right',
    cell: (food) =>
      food.quantity === 0 ? (
        <StatusBadge color="red" variant="filled">
          Out of Stock
        </StatusBadge>
      ) : (
        food.quantity
      ),
    sortValue: (food) => food.quantity,
  },
];

/** The seller's dishes (docs/product.md#seller-screens) with edit and delete; a stock of 0 reads 'Out of Stock'. */
export function FoodTable({ foods, onDelete }: FoodTableProps) {
  const actions = (food: Food): RowAction[] => [
    {
      label: 'Edit',
      name: `Edit ${food.name}`,
      icon: IconPencil,
      variant: 'light',
      to: pages.sellerEditFood(food._id),
    },
    {
      label: 'Delete',
      name: `Delete ${food.name}`,
      icon: IconTrash,
      variant: 'subtle',
      color: 'red',
      onClick: () => onDelete(food),
    },
  ];
  return (
    <DataTable
      caption="Your dishes"
      columns={columns}
      rows={foods}
      getRowKey={(food) => food._id}
      rowHeader="name"
      actions={actions}
      empty="Your menu is empty."
    />
  );
}
