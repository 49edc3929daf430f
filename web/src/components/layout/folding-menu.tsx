import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A menu folded behind a burger on phones; a followed link folds it again. */
export function useFoldingMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => {
    close();
  }, [pathname, close]);

  return { opened, toggle };
}

interface MenuBurgerProps {
  opened: boolean;
  onToggle: () => void;
  /** The id of the menu it opens. */
  controls: string;
  /** What it opens, for its name: 'Open navigation', 'Close admin menu'. */
  menu: string;
}

/** The burger of a folding menu, shown on phones only. */
export function MenuBurger({ opened, onToggle, controls, menu }: MenuBurgerProps) {
  return (
    <Burger
      hiddenFrom="sm"
      size="sm"
      opened={opened}
      onClick={onToggle}
      aria-label={opened ? `Close ${menu}` : `Open ${menu}`}
      aria-expanded={opened}
      aria-controls={controls}
    />
  );
}
