import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/alerts';
import { serverMessageOr } from '@/lib/api-error';
import { useAddFood } from '../api/save-food';
import { FoodForm } from '../components/food-form';
import { FormPanel } from '../components/form-panel';
import { PageHeader } from '@/components/page-header';
import { pages } from '@/lib/pages';

/** docs/product.md#failures: adding a dish failed without a message from the server. */
export const ADD_FOOD_FALLBACK = 'Add food failed';

/** /seller/addfood: a new dish; afterwards the food list (docs/product.md#seller-navigation). */
export default function AddFoodScreen() {
  const navigate = useNavigate();
  const addFood = useAddFood();

  return (
    <>
      <PageHeader area="Seller" title="Add Food" description="A new dish on your menu." />
      <FormPanel>
        <FoodForm
          mode="add"
          submitting={addFood.isPending}
          banner={addFood.isError && <ErrorAlert>{serverMessageOr(addFood.error, ADD_FOOD_FALLBACK)}</ErrorAlert>}
          onSubmit={(body) =>
            addFood.mutate(body, {
              onSuccess: ({ message }) => {
                notifications.show({ color: 'green', message });
                void navigate(pages.sellerFoods());
              },
            })
          }
        />
      </FormPanel>
    </>
  );
}
