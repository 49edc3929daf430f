import { CustomerNavbar } from '@/components/layout/customer-navbar';
import { useCartCount } from '@/features/cart/api/get-cart';
import { useLogout } from '@/lib/use-session';

/** The signed-in bar with its cart count; its own chunk, so signed-out visitors never load the cart query. */
export function CustomerBar() {
  const cartCount = useCartCount(true);
  const logout = useLogout('customer');
  return <CustomerNavbar cartCount={cartCount} onLogout={logout} />;
}
