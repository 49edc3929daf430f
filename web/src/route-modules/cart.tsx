export { CartRoute as default } from '@/features/cart/routes/cart';

/**
 * Starts reading the cart as the route opens, beside the screen's code rather than after it; answers at once, so the
 * screen is never held back. Should the screen-data module fail to load, the screen asks for the cart itself.
 */
export function clientLoader() {
  void import('@/app/screen-data').then(
    (m) => m.screenData.cart(),
    () => undefined,
  );
  return null;
}
