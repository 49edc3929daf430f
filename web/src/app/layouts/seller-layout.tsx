import { IconCirclePlus, IconList, IconReceipt, IconUserCog } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { AreaShell } from '@/components/layout/area-shell';
import { useSellerProfile } from '@/features/seller/api/profile';
import { useLogout, useSessionExpiryRedirect } from '@/lib/use-session';

/** Spec 2.4: the seller sidebar's entries, in order. */
const sidebarLinks = [
  { label: 'View Food', to: '/seller/viewfood', icon: IconList },
  { label: 'Add Food', to: '/seller/addfood', icon: IconCirclePlus },
  { label: 'View Orders', to: '/seller/orders', icon: IconReceipt },
  { label: 'Edit Profile', to: '/seller/profile', icon: IconUserCog },
] as const;

/**
 * The /seller layout (spec 2.4): the seller's own shell (header with Dashboard and Logout, the sidebar that
 * folds behind the one burger on a phone), without the storefront's navigation. Login and sign-up are
 * outside it.
 */
export function SellerLayout() {
  useSessionExpiryRedirect();
  const logout = useLogout('seller');
  // The header names the restaurant once known; a failure here is the screen's to explain.
  const restaurant = useSellerProfile().data?.restaurantName;

  return (
    <AreaShell
      area="Seller"
      dashboard="/seller/dashboard"
      sections={sidebarLinks}
      title={restaurant}
      labels={{ sidebar: 'Seller menu', account: 'Seller account' }}
      onLogout={logout}
    >
      <Outlet />
    </AreaShell>
  );
}
