import { IconCirclePlus, IconList, IconReceipt, IconUserCog } from '@tabler/icons-react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { Outlet } from 'react-router';
import { AreaShell } from '@/components/layout/area-shell';
import { TabTitlePrefix } from '@/components/page-header';
import { useSellerProfile } from '@/features/seller/api/profile';
import { useWaitingOrders } from '@/features/seller/api/orders';
import { NewOrderAlert } from '@/features/seller/components/new-order-alert';
import { StoreStatusSwitch } from '@/features/seller/components/store-status-switch';
import { useSellerLiveOrders } from '@/features/seller/hooks/use-live-orders';
import { useLogout, useSessionExpiryRedirect } from '@/lib/use-session';
import { AppQueryProvider } from '../query-provider';
import { pages } from '@/lib/pages';

/** docs/product.md#seller-area: the seller sidebar's entries, in order. */
const ORDERS_PATH = pages.sellerOrders();
const sidebarLinks = [
  { label: 'View Food', to: pages.sellerFoods(), icon: IconList },
  { label: 'Add Food', to: pages.sellerAddFood(), icon: IconCirclePlus },
  { label: 'View Orders', to: ORDERS_PATH, icon: IconReceipt },
  { label: 'Edit Profile', to: pages.sellerProfile(), icon: IconUserCog },
] as const;

/**
 * The /seller layout (docs/product.md#seller-area): the seller's own shell (header with Dashboard and Logout, the sidebar that
 * folds behind the one burger on a phone), without the storefront's navigation. Login and sign-up are
 * outside it.
 */
export default function SellerLayout() {
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
  // Live order updates for the whole seller area; the orders waiting for the restaurant count on View Orders.
  const live = useSellerLiveOrders();
  const waitingCount = useWaitingOrders(live).data?.length ?? 0;
  const sections = sidebarLinks.map((link) =>
    link.to === ORDERS_PATH && waitingCount > 0
      ? {
          ...link,
          badge: (
            <Badge color="red" size="sm" circle>
              {waitingCount}
              <VisuallyHidden>{waitingCount === 1 ? ' order waiting' : ' orders waiting'}</VisuallyHidden>
            </Badge>
          ),
        }
      : link,
  );

  return (
    <AreaShell
      area="Seller"
      dashboard={pages.sellerDashboard()}
      sections={sections}
      title={restaurant}
      status={<StoreStatusSwitch />}
      labels={{ sidebar: 'Seller menu', account: 'Seller account' }}
      onLogout={logout}
    >
      <NewOrderAlert live={live} />
      {/* The tab's name counts the orders waiting, on every seller screen. */}
      <TabTitlePrefix.Provider value={waitingCount > 0 ? `(${waitingCount}) ` : ''}>
        <Outlet />
      </TabTitlePrefix.Provider>
    </AreaShell>
  );
}
