import { Button } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatRupees } from '@tiffin/shared/money';
import { Link, useLocation } from 'react-router';
import { CustomerNavbar } from '@/components/layout/customer-navbar';
import { useCart, useCartCount } from '@/features/cart/api/get-cart';
import { useLogout } from '@/lib/use-session';
import classes from './cart-bar.module.css';
import { pages } from '@/lib/pages';

/** The signed-in bar with its cart count; its own chunk, so signed-out visitors never load the cart query. */
export function CustomerBar() {
  const cartCount = useCartCount(true);
  const logout = useLogout('customer');
  return <CustomerNavbar cartCount={cartCount} onLogout={logout} />;
}

/** The cart and the checkout show the cart themselves; seller and admin pages are another desk. */
const WITHOUT_CART_BAR = /^\/(cart|shipping|confirm|payment|seller|admin)(\/|$)/;

/**
 * 'View cart · 2 items · ₹540' at the foot of the screen, in the thumb's reach, on every storefront page while the
 * cart has lines (the items' subtotal: tax and delivery come on the cart). It stays at the window's bottom edge as
 * the page scrolls; a spacer as tall as the bar ends the page, so it never hides the last of the page.
 */
export function CartBar() {
  const { pathname } = useLocation();
  const cart = useCart();
  if (WITHOUT_CART_BAR.test(pathname) || !cart.data || cart.data.items.length === 0) return null;
  const { count, summary } = cart.data;

  return (
    <>
      <div className={classes.spacer} aria-hidden />
      <div className={classes.bar} data-cart-bar>
        <Button
          component={Link}
          to={pages.cart()}
          size="lg"
          fullWidth
          justify="space-between"
          rightSection={<IconChevronRight size={20} aria-hidden />}
          className={classes.link}
        >
          {`View cart · ${count} ${count === 1 ? 'item' : 'items'} · ${formatRupees(summary.subtotal)}`}
        </Button>
      </div>
    </>
  );
}
