import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import classes from './navbar.module.css';

interface LoginMenuProps {
  label: string;
  links: readonly { label: string; to: string }[];
}

/**
 * A menu button (WAI-ARIA APG) for the few login links. Hand-written so the shell does not load
 * Mantine's Menu and its floating-ui positioning on every first visit.
 */
export function LoginMenu({ label, links }: LoginMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const all = items();
      (focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus();
      focusOnOpen.current = null;
    }
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openWithFocus = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={root} className={classes.menu}>
      <Button
        ref={button}
        variant="subtle"
        color="gray.8"
        rightSection={<IconChevronDown size={16} aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openWithFocus('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </Button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className={classes.dropdown} onKeyDown={onMenuKeyDown}>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              className={classes.menuItem}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
