import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { NavbarFrame } from './navbar-frame';
import classes from './navbar.module.css';
import { pages } from '@/lib/pages';

interface MainNavbarProps {
  /**
   * The cart's icon link, last on the bar. Each bar draws its own (the signed-in one carries the count): with
   * Mantine's ActionIcon imported here instead, the bundler moves it out of the first-load chunk into one more file.
   */
  cartIcon: ReactNode;
  /** Units in the cart, for the burger panel's Cart link; null while unknown (or signed out). */
  cartCount: number | null;
  /** The bar's links after Home, on larger screens. */
  links: ReactNode;
  /** The burger panel's links after Home and Cart. */
  mobileLinks: ReactNode;
}

/** The storefront's bar (docs/product.md#navigation-bars): Home first and the cart last, and the same in the burger panel. */
export function MainNavbar({ cartIcon, cartCount, links, mobileLinks }: MainNavbarProps) {
  return (
    <NavbarFrame
      actions={
        <>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
            <NavLink to={pages.home()} end className={classes.link}>
              Home
            </NavLink>
            {links}
          </Group>
          {cartIcon}
        </>
      }
      mobilePanel={
        <Stack component="nav" aria-label="Main" gap={2}>
          <NavLink to={pages.home()} end className={classes.mobileLink}>
            Home
          </NavLink>
          <NavLink to={pages.cart()} className={classes.mobileLink}>
            {cartCount ? `Cart (${cartCount})` : 'Cart'}
          </NavLink>
          {mobileLinks}
        </Stack>
      }
    />
  );
}
