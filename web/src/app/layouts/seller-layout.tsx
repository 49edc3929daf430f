import { Group } from '@mantine/core';
import { IconCirclePlus, IconLayoutDashboard, IconList, IconReceipt, IconUserCog } from '@tabler/icons-react';
import { NavLink, Outlet } from 'react-router';
import { MenuBurger, useFoldingMenu } from '@/components/layout/folding-menu';
import { LogoutButton } from '@/components/layout/logout-button';
import navbarClasses from '@/components/layout/navbar.module.css';
import { useSellerProfile } from '@/features/seller/api/profile';
import { useLogout } from '@/lib/use-session';
import classes from './seller-layout.module.css';

const SIDEBAR_ID = 'seller-sidebar';

/** Spec 2.4: the seller sidebar's entries, in order. */
const sidebarLinks = [
  { label: 'View Food', to: '/seller/viewfood', icon: IconList },
  { label: 'Add Food', to: '/seller/addfood', icon: IconCirclePlus },
  { label: 'View Orders', to: '/seller/orders', icon: IconReceipt },
  { label: 'Edit Profile', to: '/seller/profile', icon: IconUserCog },
] as const;

/**
 * The /seller layout (spec 2.4): a top bar with Dashboard and Logout, and the sidebar, which folds behind a
 * burger on phones. Login and sign-up are outside it, so neither bar shows there.
 */
export function SellerLayout() {
  const logout = useLogout('seller');
  const { opened, toggle } = useFoldingMenu();
  // The top bar names the restaurant once known; a failure here is the screen's to explain.
  const restaurant = useSellerProfile().data?.restaurantName;

  return (
    <div>
      <div className={classes.topBar}>
        <Group gap="xs" wrap="nowrap" className={classes.brand}>
          <MenuBurger opened={opened} onToggle={toggle} controls={SIDEBAR_ID} menu="seller menu" />
          <span className={classes.title}>{restaurant ?? 'Seller Panel'}</span>
        </Group>
        <Group component="nav" aria-label="Seller account" gap={4} wrap="nowrap">
          <NavLink to="/seller/dashboard" className={`${navbarClasses.navItem} ${classes.topLink}`}>
            <IconLayoutDashboard size={16} aria-hidden />
            Dashboard
          </NavLink>
          <LogoutButton onLogout={logout} />
        </Group>
      </div>
      <div className={classes.body}>
        <nav id={SIDEBAR_ID} aria-label="Seller menu" className={classes.sidebar} data-opened={opened || undefined}>
          {sidebarLinks.map(({ label, to, icon: Icon }) => (
            <NavLink key={to} to={to} className={`${navbarClasses.navItem} ${classes.link}`}>
              <Icon size={18} aria-hidden />
              {label}
            </NavLink>
          ))}
        </nav>
        <div style={{ minWidth: 0 }}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
