import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { AlertLink, ErrorAlert } from '@/components/alerts';
import { QueryView } from '@/components/query-view';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerFood } from '../api/get-food';
import { useEditFood } from '../api/save-food';
import { FoodForm } from '../components/food-form';
import { FormPanel, FormSkeleton } from '../components/form-panel';
import { PageHeader } from '@/components/page-header';
import { pages } from '@/lib/pages';

/**
 * docs/product.md#failures: what the edit screen says when the dish cannot be loaded (an unknown dish, another restaurant's,
 * or a failure), word for word, and the save's fallback when the server gives no message.
 */
export const LOAD_FOOD_FALLBACK = 'Failed to load food item';
export const UPDATE_FOOD_FALLBACK = 'Failed to update food';

/** /seller/editfood/{id}: change a dish, its stock down to 0; afterwards the food list (docs/product.md#seller-navigation). */
export default function EditFoodScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const food = useSellerFood(id);
  const editFood = useEditFood();

  return (
    <>
      <PageHeader area="Seller" title="Edit Food" description={food.data ? food.data.name : undefined} />
      <FormPanel busy={food.isPending}>
        <QueryView
          query={food}
          loading={<FormSkeleton />}
          failed={
            <ErrorAlert action={<AlertLink to={pages.sellerFoods()}>Back to the food list</AlertLink>}>
              {LOAD_FOOD_FALLBACK}
            </ErrorAlert>
          }
        >
          {(dish) => (
            <FoodForm
              key={dish._id}
              mode="edit"
              food={dish}
              submitting={editFood.isPending}
              banner={
                editFood.isError && <ErrorAlert>{serverMessageOr(editFood.error, UPDATE_FOOD_FALLBACK)}</ErrorAlert>
              }
              onSubmit={(body) =>
                editFood.mutate(
                  { id, body },
                  {
                    onSuccess: ({ message }) => {
                      notifications.show({ color: 'green', message });
                      void navigate(pages.sellerFoods());
                    },
                  },
                )
              }
            />
          )}
        </QueryView>
      </FormPanel>
    </>
  );
}
