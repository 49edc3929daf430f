import type { Cart } from '@tiffin/shared/api/cart';
import type { LatLon } from '@tiffin/shared/geo';
import { rupeesToPaise } from '@tiffin/shared/money';
import { quote, type Quote } from '@tiffin/shared/pricing';

/**
 * The confirm page's price: the same `quote()` the server charges, from the cart's dishes, the restaurant's
 * coordinates and the delivery pincode's (unknown -> the default delivery fee, docs/product.md#silent-failures). Paise.
 */
export function checkoutQuote(cart: Cart, delivery: LatLon | null): Quote {
  const restaurant = cart.items[0]?.foodId.restaurant;
  return quote({
    lines: cart.items.map((line) => ({ unitPrice: rupeesToPaise(line.foodId.price), quantity: line.quantity })),
    restaurant: restaurant ? { lat: restaurant.latitude, lon: restaurant.longitude } : null,
    delivery,
  });
}
