import { AppShell, Box, Group, NavLink, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { Footer } from './footer';
import { MenuBurger, useFoldingMenu } from './folding-menu';
import { LogoutButton } from './logout-button';
import classes from './area-shell.module.css';
import navbarClasses from './navbar.module.css';
import { SkipLink } from './skip-link';

export interface AreaSection {
  label: string;
  to: string;
  icon: Icon;
  /** Something to count beside the label (the seller's waiting orders). */
  badge?: ReactNode;
}

interface AreaShellProps {
  /** 'Admin' or 'Seller': named beside the logo, and in the names of the navigation. */
  area: string;
  /** The area's dashboard: the logo and the top bar's Dashboard link go there. */
  dashboard: string;
  sections: readonly AreaSection[];
  /** What the top bar names beside the logo (a seller's restaurant). */
  title?: string;
  /** A control the top bar always shows before Dashboard (the seller's Open / Paused switch). */
  status?: ReactNode;
  /** The accessible names of the sidebar and of the top bar's navigation. */
  labels: { sidebar: string; account: string };
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The seller's and the admin's shell (Mantine AppShell): a header with the burger, the logo, Dashboard and
 * Logout; a bordered sidebar with the area's sections that folds behind the one burger on a phone; the
 * screen; the site's footer. No storefront navigation inside it.
 */
export function AreaShell({ area, dashboard, sections, title, status, labels, onLogout, children }: AreaShellProps) {
  const { opened, toggle } = useFoldingMenu();
  const { pathname } = useLocation();
  const id = area.toLowerCase();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { sm: 220, lg: 250 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink target={`${id}-main`} />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <MenuBurger opened={opened} onToggle={toggle} controls={`${id}-sidebar`} menu={`${id} menu`} />
            <Link to={dashboard} className={navbarClasses.brand} aria-label={`Tiffin ${area}`}>
              <img src="/logo.svg" alt="" width={32} height={32} />
              <Box component="span" visibleFrom="xs">
                Tiffin
              </Box>
              <Text component="span" size="sm" fw={700} c="dimmed" visibleFrom="xs">
                {area}
              </Text>
            </Link>
            {title && (
              // Wraps to a second line rather than being cut on a phone.
              <Text
                component="span"
                fw={700}
                fz={{ base: 'sm', sm: 'md' }}
                lh={1.2}
                lineClamp={2}
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {title}
              </Text>
            )}
          </Group>
          {status}
          <Group component="nav" aria-label={labels.account} gap={4} wrap="nowrap">
            <RouterNavLink to={dashboard} className={navbarClasses.link}>
              Dashboard
            </RouterNavLink>
            <LogoutButton onLogout={onLogout} px="xs" />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id={`${id}-sidebar`}
        aria-label={labels.sidebar}
        p="xs"
        withBorder
        data-opened={opened || undefined}
      >
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {sections.map(({ label, to, icon: SectionIcon, badge }) => (
            <NavLink
              key={to}
              component={RouterNavLink}
              to={to}
              label={label}
              leftSection={<SectionIcon size={18} aria-hidden />}
              rightSection={badge}
              active={pathname === to || pathname.startsWith(`${to}/`)}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main
        id={`${id}-main`}
        className={classes.main}
        tabIndex={-1}
        style={{ outline: 'none', display: 'flex', flexDirection: 'column' }}
      >
        <Box maw={1280} w="100%" mx="auto" style={{ flex: 1 }}>
          {children}
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
