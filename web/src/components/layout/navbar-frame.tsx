import { Box, Collapse, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuBurger, useFoldingMenu } from './folding-menu';
import classes from './navbar.module.css';

const MOBILE_PANEL_ID = 'navbar-mobile';

interface NavbarFrameProps {
  /** The right-hand side on every screen size (desktop links, the cart icon). */
  actions?: ReactNode;
  /** The panel the burger opens on small screens; no burger without one. */
  mobilePanel?: ReactNode;
}

/** The sticky bar every storefront navbar shares: the brand, its actions, and a burger on small screens. */
export function NavbarFrame({ actions, mobilePanel }: NavbarFrameProps) {
  const { opened, toggle } = useFoldingMenu();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.brand}>
            <img src="/logo.svg" alt="" width={32} height={32} />
            <span>Tiffin</span>
          </Link>

          <Group gap="xs" wrap="nowrap">
            {actions}
            {mobilePanel && (
              <MenuBurger opened={opened} onToggle={toggle} controls={MOBILE_PANEL_ID} menu="navigation" />
            )}
          </Group>
        </Group>
      </Container>

      {mobilePanel && (
        <Collapse expanded={opened} hiddenFrom="sm" id={MOBILE_PANEL_ID}>
          <Container size="lg" py="xs" className={classes.mobilePanel}>
            {mobilePanel}
          </Container>
        </Collapse>
      )}
    </Box>
  );
}
