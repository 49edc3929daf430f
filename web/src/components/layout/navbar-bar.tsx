import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './navbar.module.css';
import { pages } from '@/lib/pages';

interface NavbarBarProps {
  /** The right-hand side (links, the cart icon, the burger). */
  actions?: ReactNode;
  /** Under the bar, inside the sticky header: the burger's panel. */
  children?: ReactNode;
}

/**
 * The sticky bar itself: the brand and the actions. The loading shell draws it bare, so it has none of the
 * folding menu's code (Collapse and its transitions): that loads with the storefront layout, not before the first
 * paint.
 */
export function NavbarBar({ actions, children }: NavbarBarProps) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={pages.home()} className={classes.brand}>
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>Tiffin</span>
          </Link>

          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </Container>

      {children}
    </Box>
  );
}
