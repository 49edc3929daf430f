import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { RestaurantMenuPage } from '@/features/catalogue/routes/restaurant-menu';

/** /restaurant/{id}: the catalogue's menu with the cart's Add on every dish. */
export function RestaurantMenuRoute() {
  return <RestaurantMenuPage renderAction={(food) => <AddToCartButton food={food} compact />} />;
}
