import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { LogoutButton } from './logout-button';
import { MainNavbar } from './main-navbar';
import classes from './navbar.module.css';
import { pages } from '@/lib/pages';

interface CustomerNavbarProps {
  /** Units in the cart; null while unknown, and then no badge is shown rather than a made-up number. */
  cartCount: number | null;
  onLogout: () => void;
}

function cartLabel(count: number | null) {
  if (!count) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The signed-in customer's bar (docs/product.md#navigation-bars): Home, the cart with its item count, My Order and Logout. */
export function CustomerNavbar({ cartCount, onLogout }: CustomerNavbarProps) {
  return (
    <MainNavbar
      cartIcon={
        <ActionIcon
          component={Link}
          to={pages.cart()}
          variant="subtle"
          size="lg"
          aria-label={cartLabel(cartCount)}
          color="gray.8"
          className={classes.cartLink}
        >
          <IconShoppingCart size={22} aria-hidden />
          {cartCount ? (
            <span className={classes.cartBadge} aria-hidden data-testid="cart-count">
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          ) : null}
        </ActionIcon>
      }
      cartCount={cartCount}
      links={
        <>
          <NavLink to={pages.myOrders()} className={classes.link}>
            My Order
          </NavLink>
          <LogoutButton onLogout={onLogout} />
        </>
      }
      mobileLinks={
        <>
          <NavLink to={pages.myOrders()} className={classes.mobileLink}>
            My Order
          </NavLink>
          <UnstyledButton className={classes.mobileLink} onClick={onLogout} w="100%">
            Logout
          </UnstyledButton>
        </>
      }
    />
  );
}
