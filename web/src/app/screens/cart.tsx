export { default } from '@/features/cart/screens/cart';

/**
 * Starts reading the cart as the page opens, beside the screen's code rather than after it; answers at once, so the
 * screen is never held back. Should the screen-data module fail to load, the screen asks for the cart itself.
 */
export function clientLoader() {
  void import('../screen-data').then(
    (m) => m.screenData.cart(),
    () => undefined,
  );
  return null;
}
