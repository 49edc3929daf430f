import { Box, Burger, Collapse, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
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
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // A followed link closes the mobile panel.
  useEffect(() => {
    close();
  }, [pathname, close]);

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
              <Burger
                hiddenFrom="sm"
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={opened}
                aria-controls={MOBILE_PANEL_ID}
              />
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
