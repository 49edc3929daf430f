import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { RestaurantMenuScreen } from '@/features/catalogue/screens/restaurant-menu';

/** /restaurant/{id}: the catalogue's menu with the cart's Add on every dish. */
export default function RestaurantScreen() {
  return <RestaurantMenuScreen renderAction={(food) => <AddToCartButton food={food} compact />} />;
}
