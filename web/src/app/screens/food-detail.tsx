import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FoodDetailScreen } from '@/features/catalogue/screens/food-detail';

/** /food/{id}: the catalogue's dish with the cart's Add to Cart (the features do not know each other). */
export default function FoodScreen() {
  return <FoodDetailScreen renderAction={(food) => <AddToCartButton food={food} size="md" maw={320} />} />;
}
