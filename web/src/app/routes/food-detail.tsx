import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FoodDetailPage } from '@/features/catalogue/routes/food-detail';

/** /food/{id}: the catalogue's dish with the cart's Add to Cart (the features do not know each other). */
export function FoodDetailRoute() {
  return <FoodDetailPage renderAction={(food) => <AddToCartButton food={food} size="md" maw={320} />} />;
}
