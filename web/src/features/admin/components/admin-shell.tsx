import { AppShell, Box, Group, NavLink, Text } from '@mantine/core';
import { IconBuildingStore, IconChartBar, IconReceipt, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { MenuBurger, useFoldingMenu } from '@/components/layout/folding-menu';
import { LogoutButton } from '@/components/layout/logout-button';
import navbarClasses from '@/components/layout/navbar.module.css';
import { SkipLink } from '@/components/layout/skip-link';
import { ADMIN_PATHS } from '../paths';

/** Spec 2.3: the admin sidebar, in order. */
export const ADMIN_SECTIONS = [
  { label: 'Seller Details', to: ADMIN_PATHS.sellers, icon: IconUserCheck },
  { label: 'Restaurant Details', to: ADMIN_PATHS.restaurants, icon: IconBuildingStore },
  { label: 'User Details', to: ADMIN_PATHS.users, icon: IconUsers },
  { label: 'Order Details', to: ADMIN_PATHS.orders, icon: IconReceipt },
  { label: 'Revenue Details', to: ADMIN_PATHS.revenue, icon: IconChartBar },
] as const;
const SIDEBAR_ID = 'admin-sidebar';
const MAIN_ID = 'admin-main';

interface AdminShellProps {
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The /admin layout (spec 2.3, 2.5): a top bar with Dashboard and Logout, a sidebar with the five sections
 * (behind a burger on phones), and the screen.
 */
export function AdminShell({ onLogout, children }: AdminShellProps) {
  const { opened, toggle } = useFoldingMenu();
  const { pathname } = useLocation();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { sm: 220, lg: 250 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink target={MAIN_ID} />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <MenuBurger opened={opened} onToggle={toggle} controls={SIDEBAR_ID} menu="admin menu" />
            <Link to={ADMIN_PATHS.dashboard} className={navbarClasses.brand} aria-label="Tiffin Admin">
              <img src="/logo.svg" alt="" width={32} height={32} />
              <Box component="span" visibleFrom="xs">
                Tiffin
              </Box>
              <Text component="span" size="sm" fw={700} c="dimmed" visibleFrom="xs">
                Admin
              </Text>
            </Link>
          </Group>
          <Group component="nav" aria-label="Admin" gap={4} wrap="nowrap">
            <RouterNavLink to={ADMIN_PATHS.dashboard} className={navbarClasses.link}>
              Dashboard
            </RouterNavLink>
            <LogoutButton onLogout={onLogout} px="xs" />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id={SIDEBAR_ID} aria-label="Admin sections" p="xs" style={{ overflowY: 'auto' }}>
        <AppShell.Section>
          {ADMIN_SECTIONS.map(({ label, to, icon: SectionIcon }) => (
            <NavLink
              key={to}
              component={RouterNavLink}
              to={to}
              label={label}
              leftSection={<SectionIcon size={18} aria-hidden />}
              active={pathname === to || pathname.startsWith(`${to}/`)}
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1280} mx="auto">
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
