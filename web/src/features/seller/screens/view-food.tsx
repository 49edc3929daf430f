import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import type { Food } from '@tiffin/shared/api/catalogue';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert, LoadFailedAlert } from '@/components/alerts';
import { EmptyState } from '@/components/empty-state';
import { QueryView } from '@/components/query-view';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerFoods } from '../api/get-foods';
import { useDeleteFood } from '../api/save-food';
import { DeleteFoodDialog } from '../components/delete-food-dialog';
import { FoodTable } from '../components/food-table';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { pages } from '@/lib/pages';

/** docs/product.md#failures: the food list's fallbacks when the server gives no message. */
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

function AddFoodButton() {
  return (
    <Button component={Link} to={pages.sellerAddFood()} leftSection={<IconPlus size={16} aria-hidden />}>
      Add Food
    </Button>
  );
}

/** /seller/viewfood (docs/product.md#seller-screens): the menu with edit and delete. */
export default function ViewFoodScreen() {
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
        area="Seller"
        title="View Food"
        description="The dishes of your restaurant."
        actions={items.length > 0 && <AddFoodButton />}
      />
      {deleteFood.isError && <ErrorAlert>{serverMessageOr(deleteFood.error, DELETE_FOOD_FALLBACK)}</ErrorAlert>}
      <Card withBorder padding="md" aria-busy={foods.isPending}>
        <QueryView
          query={foods}
          loading={<TableSkeleton />}
          failed={<LoadFailedAlert query={foods} fallback={FETCH_FOODS_FALLBACK} />}
          isEmpty={() => items.length === 0}
          empty={
            <EmptyState icon={IconToolsKitchen2} action={<AddFoodButton />}>
              Your menu is empty. Add your first dish.
            </EmptyState>
          }
        >
          {() => (
            <Stack gap="md">
              <FoodTable foods={items} onDelete={setDeleting} />
              <LoadMore
                query={foods}
                label="Load more dishes"
                failedTitle="Could not load more dishes"
                fallback={FETCH_FOODS_FALLBACK}
              />
            </Stack>
          )}
        </QueryView>
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
