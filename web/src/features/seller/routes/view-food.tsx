import { Button, Card, Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import type { Food } from '@tiffin/shared/api/catalogue';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerFoods } from '../api/get-foods';
import { useDeleteFood } from '../api/save-food';
import { ErrorBanner } from '../components/banners';
import { DeleteFoodDialog } from '../components/delete-food-dialog';
import { FoodTable } from '../components/food-table';
import { PageHeader } from '../components/page-header';

/** Spec 8: the food list's fallbacks when the server gives no message. */
export const FETCH_FOODS_FALLBACK = 'Failed to fetch food items';
export const DELETE_FOOD_FALLBACK = 'Failed to delete food item';

function TableSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton h={20} w="60%" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={42} />
      ))}
    </Stack>
  );
}

function NoDishes() {
  return (
    <Stack align="center" gap="md" py={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconToolsKitchen2 size={34} aria-hidden />
      </ThemeIcon>
      <Text size="lg">Your menu is empty. Add your first dish.</Text>
      <Button component={Link} to="/seller/addfood" leftSection={<IconPlus size={16} aria-hidden />}>
        Add Food
      </Button>
    </Stack>
  );
}

/** /seller/viewfood (spec 2.6): the menu with edit and delete. */
export function ViewFoodRoute() {
  const foods = useSellerFoods();
  const deleteFood = useDeleteFood();
  const [deleting, setDeleting] = useState<Food | null>(null);
  const items = foods.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = (food: Food) =>
    deleteFood.mutate(food._id, {
      onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
      // The banner under the heading says why; the dialog closes either way.
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="View Food"
        description="The dishes of your restaurant."
        actions={
          items.length > 0 && (
            <Button component={Link} to="/seller/addfood" leftSection={<IconPlus size={16} aria-hidden />}>
              Add Food
            </Button>
          )
        }
      />
      {deleteFood.isError && <ErrorBanner>{serverMessageOr(deleteFood.error, DELETE_FOOD_FALLBACK)}</ErrorBanner>}
      <Card withBorder padding="md" aria-busy={foods.isPending}>
        {foods.isPending ? (
          <TableSkeleton />
        ) : foods.isError && !foods.data ? (
          <ErrorBanner
            action={
              <Button
                size="xs"
                variant="white"
                color="red"
                onClick={() => void foods.refetch()}
                loading={foods.isRefetching}
              >
                Try again
              </Button>
            }
          >
            {serverMessageOr(foods.error, FETCH_FOODS_FALLBACK)}
          </ErrorBanner>
        ) : items.length === 0 ? (
          <NoDishes />
        ) : (
          <Stack gap="md">
            <FoodTable foods={items} onDelete={setDeleting} />
            {foods.isFetchNextPageError && (
              <ErrorBanner>{serverMessageOr(foods.error, FETCH_FOODS_FALLBACK)}</ErrorBanner>
            )}
            {foods.hasNextPage && (
              <Center>
                <Button variant="default" onClick={() => void foods.fetchNextPage()} loading={foods.isFetchingNextPage}>
                  Load more dishes
                </Button>
              </Center>
            )}
          </Stack>
        )}
      </Card>
      <DeleteFoodDialog
        food={deleting}
        deleting={deleteFood.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
