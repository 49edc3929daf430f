import { Collapse, Container } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MenuBurger, useFoldingMenu } from './folding-menu';
import { NavbarBar } from './navbar-bar';
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
  // Collapse measures its panel and sets state in a layout effect, which during hydration makes React re-render
  // synchronously inside the hydration commit. The panel starts folded, so until the burger is first used it is a
  // plain hidden (empty) element, and Collapse (with its transitions) takes over from the first tap on.
  const [unfolded, setUnfolded] = useState(false);
  const onToggle = () => {
    setUnfolded(true);
    toggle();
  };

  return (
    <NavbarBar
      actions={
        <>
          {actions}
          {mobilePanel && (
            <MenuBurger opened={opened} onToggle={onToggle} controls={MOBILE_PANEL_ID} menu="navigation" />
          )}
        </>
      }
    >
      {mobilePanel &&
        (unfolded ? (
          <Collapse expanded={opened} hiddenFrom="sm" id={MOBILE_PANEL_ID}>
            <Container size="lg" py="xs" className={classes.mobilePanel}>
              {mobilePanel}
            </Container>
          </Collapse>
        ) : (
          <div id={MOBILE_PANEL_ID} hidden />
        ))}
    </NavbarBar>
  );
}
