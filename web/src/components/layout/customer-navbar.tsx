import { ActionIcon, Button, Group, Stack, UnstyledButton } from '@mantine/core';
import { IconLogout, IconShoppingCart } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { NavbarFrame } from './navbar-frame';
import classes from './navbar.module.css';

interface CustomerNavbarProps {
  /** Units in the cart; null while unknown, and then no badge is shown rather than a made-up number. */
  cartCount: number | null;
  onLogout: () => void;
}

function cartLabel(count: number | null) {
  if (!count) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The signed-in customer's bar (spec 2.5): Home, the cart with its item count, My Order and Logout. */
export function CustomerNavbar({ cartCount, onLogout }: CustomerNavbarProps) {
  const badge = cartCount ? (
    <span className={classes.cartBadge} aria-hidden data-testid="cart-count">
      {cartCount > 99 ? '99+' : cartCount}
    </span>
  ) : null;

  return (
    <NavbarFrame
      actions={
        <>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
            <NavLink to="/" end className={classes.link}>
              Home
            </NavLink>
            <NavLink to="/myorder" className={classes.link}>
              My Order
            </NavLink>
            <Button
              variant="subtle"
              color="gray.8"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={onLogout}
            >
              Logout
            </Button>
          </Group>
          <ActionIcon
            component={Link}
            to="/cart"
            variant="subtle"
            size="lg"
            aria-label={cartLabel(cartCount)}
            color="gray.8"
            className={classes.cartLink}
          >
            <IconShoppingCart size={22} aria-hidden />
            {badge}
          </ActionIcon>
        </>
      }
      mobilePanel={
        <Stack component="nav" aria-label="Main" gap={2}>
          <NavLink to="/" end className={classes.mobileLink}>
            Home
          </NavLink>
          <NavLink to="/cart" className={classes.mobileLink}>
            {cartCount ? `Cart (${cartCount})` : 'Cart'}
          </NavLink>
          <NavLink to="/myorder" className={classes.mobileLink}>
            My Order
          </NavLink>
          <UnstyledButton className={classes.mobileLink} onClick={onLogout} w="100%">
            Logout
          </UnstyledButton>
        </Stack>
      }
    />
  );
}
