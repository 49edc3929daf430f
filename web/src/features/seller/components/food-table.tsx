import { ActionIcon, Badge, Group, Image, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Food } from '@tiffin/shared/api/catalogue';
import { formatRupees } from '@tiffin/shared/money';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE } from '@/lib/placeholder-image';

interface FoodTableProps {
  foods: Food[];
  onDelete: (food: Food) => void;
}

/** The seller's dishes (spec 2.6) with edit and delete; a stock of 0 reads 'Out of Stock'. */
export function FoodTable({ foods, onDelete }: FoodTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your dishes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Dish</Table.Th>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Price
            </Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Stock
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {foods.map((food) => (
            <Table.Tr key={food._id}>
              <Table.Th scope="row" fw={400}>
                <Group gap="sm" wrap="nowrap">
                  <Image src={food.image || null} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={56} h={42} radius="sm" />
                  <Text fw={600} size="sm">
                    {food.name}
                  </Text>
                </Group>
              </Table.Th>
              <Table.Td>{food.category.cat}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={food.type === 'veg' ? 'green' : 'red'}>
                  {food.type === 'veg' ? 'Veg' : 'Non-veg'}
                </Badge>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{formatRupees(food.price)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {food.quantity === 0 ? (
                  <Badge color="red" variant="filled">
                    Out of Stock
                  </Badge>
                ) : (
                  food.quantity
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={`/seller/editfood/${food._id}`}
                    variant="subtle"
                    aria-label={`Edit ${food.name}`}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${food.name}`}
                    onClick={() => onDelete(food)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
