import { IconCirclePlus, IconList, IconReceipt, IconUserCog } from '@tabler/icons-react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AreaShell } from '@/components/layout/area-shell';
import { useSellerProfile } from '@/features/seller/api/profile';
import { useSellerLiveOrders } from '@/features/seller/hooks/use-live-orders';
import { newOrders, useNewOrderCount } from '@/features/seller/new-orders';
import { useLogout, useSessionExpiryRedirect } from '@/lib/use-session';
import { AppQueryProvider } from '../query-provider';

/** Spec 2.4: the seller sidebar's entries, in order. */
const ORDERS_PATH = '/seller/orders';
const sidebarLinks = [
  { label: 'View Food', to: '/seller/viewfood', icon: IconList },
  { label: 'Add Food', to: '/seller/addfood', icon: IconCirclePlus },
  { label: 'View Orders', to: ORDERS_PATH, icon: IconReceipt },
  { label: 'Edit Profile', to: '/seller/profile', icon: IconUserCog },
] as const;

/**
 * The /seller layout (spec 2.4): the seller's own shell (header with Dashboard and Logout, the sidebar that
 * folds behind the one burger on a phone), without the storefront's navigation. Login and sign-up are
 * outside it.
 */
export function SellerLayout() {
  return (
    <AppQueryProvider>
      <SellerShell />
    </AppQueryProvider>
  );
}

function SellerShell() {
  useSessionExpiryRedirect();
  const logout = useLogout('seller');
  // The header names the restaurant once known; a failure here is the screen's to explain.
  const restaurant = useSellerProfile().data?.restaurantName;
  // Live order updates for the whole seller area; new paid orders count on View Orders until it is opened.
  useSellerLiveOrders();
  const newOrderCount = useNewOrderCount();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === ORDERS_PATH) newOrders.clear();
  }, [pathname, newOrderCount]);
  const sections = sidebarLinks.map((link) =>
    link.to === ORDERS_PATH && newOrderCount > 0
      ? {
          ...link,
          badge: (
            <Badge color="red" size="sm" circle>
              {newOrderCount}
              <VisuallyHidden>{newOrderCount === 1 ? ' new order' : ' new orders'}</VisuallyHidden>
            </Badge>
          ),
        }
      : link,
  );

  return (
    <AreaShell
      area="Seller"
      dashboard="/seller/dashboard"
      sections={sections}
      title={restaurant}
      labels={{ sidebar: 'Seller menu', account: 'Seller account' }}
      onLogout={logout}
    >
      <Outlet />
    </AreaShell>
  );
}
