import { ModalsProvider } from '@mantine/modals';
import { useCallback } from 'react';
import { Outlet } from 'react-router';
import { forgetAdminEmail } from '@/features/admin/admin-email';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { usePasswordChangeRedirect } from '@/features/admin/hooks/use-password-change-redirect';
import { useLogout, useSessionExpiryRedirect } from '@/lib/use-session';
import { AppQueryProvider } from '../query-provider';

/**
 * The /admin layout (docs/product.md#admin-area): top bar and sidebar around the admin screens. A refused token sends the
 * admin to sign in again, and an unfinished first login to the change-password screen. The confirm
 * modals (@mantine/modals) are only the admin's, so their provider lives here, out of the storefront's
 * first load.
 */
export default function AdminLayout() {
  return (
    <AppQueryProvider>
      <AdminArea />
    </AppQueryProvider>
  );
}

function AdminArea() {
  useSessionExpiryRedirect();
  usePasswordChangeRedirect();
  const logout = useLogout('admin');
  const onLogout = useCallback(() => {
    forgetAdminEmail();
    logout();
  }, [logout]);

  return (
    <ModalsProvider>
      <AdminShell onLogout={onLogout}>
        <Outlet />
      </AdminShell>
    </ModalsProvider>
  );
}
