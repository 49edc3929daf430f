import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_CODES } from '@tiffin/shared/api/admin';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error';
import type { ChangePasswordState } from '../navigation-state';
import { pages } from '@/lib/pages';

/** The API's answer to every admin call but login and update until the first-login password change. */
export function isPasswordChangeRequired(error: unknown): boolean {
  return isApiError(error, 403) && error.code === ADMIN_CODES.passwordChangeRequired;
}

/**
 * docs/product.md#admin-first-login: the admin changes the initial password before anything else. Whenever an admin call answers
 * PASSWORD_CHANGE_REQUIRED (a tab that skipped the login's redirect, a bookmark), the admin area goes to
 * the change-password screen. Mounted once, in the admin layout.
 */
export function usePasswordChangeRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const redirect = (error: unknown) => {
      if (!isPasswordChangeRequired(error) || here.current === pages.adminChangePassword()) return;
      const state: ChangePasswordState = { firstLogin: true };
      void navigate(pages.adminChangePassword(), { replace: true, state });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') redirect(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') redirect(event.action.error);
    });
    // A read that failed before the layout mounted.
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === 'error') redirect(query.state.error);
    }
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [navigate, queryClient]);
}
