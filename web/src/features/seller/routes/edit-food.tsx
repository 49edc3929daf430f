import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerFood } from '../api/get-food';
import { useEditFood } from '../api/save-food';
import { ErrorBanner } from '../components/banners';
import { FoodForm } from '../components/food-form';
import { PageHeader } from '../components/page-header';

/** Spec 8: the edit screen's fallbacks when the server gives no message. */
export const LOAD_FOOD_FALLBACK = 'Failed to load food item';
export const UPDATE_FOOD_FALLBACK = 'Failed to update food';

function FormSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Stack key={i} gap={6}>
          <Skeleton h={12} w={120} />
          <Skeleton h={36} />
        </Stack>
      ))}
    </Stack>
  );
}

/** /seller/editfood/{id}: change a dish, its stock down to 0; afterwards the food list (spec 4). */
export function EditFoodRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const food = useSellerFood(id);
  const editFood = useEditFood();

  return (
    <>
      <PageHeader title="Edit Food" description={food.data ? food.data.name : undefined} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md" maw={720} aria-busy={food.isPending}>
        {food.isPending ? (
          <FormSkeleton />
        ) : food.isError ? (
          <ErrorBanner
            action={
              <Button component={Link} to="/seller/viewfood" size="xs" variant="white" color="red">
                Back to the food list
              </Button>
            }
          >
            {serverMessageOr(food.error, LOAD_FOOD_FALLBACK)}
          </ErrorBanner>
        ) : (
          <FoodForm
            key={food.data._id}
            mode="edit"
            food={food.data}
            submitting={editFood.isPending}
            banner={
              editFood.isError && <ErrorBanner>{serverMessageOr(editFood.error, UPDATE_FOOD_FALLBACK)}</ErrorBanner>
            }
            onSubmit={(body) =>
              editFood.mutate(
                { id, body },
                {
                  onSuccess: ({ message }) => {
                    notifications.show({ color: 'green', message });
                    void navigate('/seller/viewfood');
                  },
                },
              )
            }
          />
        )}
      </Paper>
    </>
  );
}
