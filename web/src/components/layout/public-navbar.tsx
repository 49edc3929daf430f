import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { LoginMenu } from './login-menu';
import { MainNavbar } from './main-navbar';
import classes from './navbar.module.css';
import { pages } from '@/lib/pages';

/** The three login entry points of docs/product.md#navigation-bars, in order. */
export const loginLinks = [
  { label: 'Customer Login', to: pages.login() },
  { label: 'Admin Login', to: pages.adminLogin() },
  { label: 'Seller Login', to: pages.sellerLogin() },
] as const;

/** The public bar (docs/product.md#navigation-bars): sticky, and folded behind a burger on small screens. */
export function PublicNavbar() {
  return (
    <MainNavbar
      cartIcon={
        <ActionIcon component={Link} to={pages.cart()} variant="subtle" size="lg" aria-label="Cart" color="gray.8">
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      }
      cartCount={null}
      links={
        <>
          <LoginMenu label="Login" links={loginLinks} />
          <Button component={Link} to={pages.signup()}>
            Sign Up
          </Button>
        </>
      }
      mobileLinks={
        <>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} px={12} pt="xs" id="mobile-login-heading">
            Login
          </Text>
          <Stack gap={2} role="group" aria-labelledby="mobile-login-heading">
            {loginLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.mobileLink}>
                {link.label}
              </NavLink>
            ))}
          </Stack>
          <Button component={Link} to={pages.signup()} mt="xs" fullWidth>
            Sign Up
          </Button>
        </>
      }
    />
  );
}
