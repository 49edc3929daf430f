import { useForm } from '@mantine/form';
import { adminLoginBodySchema } from '@tiffin/shared/api/admin';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/alerts';
import { FormCard } from '@/components/form-card';
import { LoginForm, LoginNotice } from '@/components/forms/login-form';
import { serverMessageOr } from '@/lib/api-error';
import { sessionExpired } from '@/lib/session';
import { useStartSession } from '@/lib/use-session';
import { rememberAdminEmail } from '../admin-email';
import { useAdminLogin } from '../api/login';
import { redirectTarget, type ChangePasswordState } from '../navigation-state';
import { pages } from '@/lib/pages';

/** docs/product.md#failures: the fallback when an admin login fails without a message. */
export const ADMIN_LOGIN_FALLBACK = 'Login failed';

/**
 * /admin/login (docs/product.md#admin-area and docs/product.md#admin-first-login). A first login (the initial password still in use) goes to change the
 * password before anything else; any other goes to the dashboard, or back to the admin page asked for.
 */
export default function AdminLoginScreen() {
  const navigate = useNavigate();
  const startSession = useStartSession('admin');
  const { state } = useLocation();
  const login = useAdminLogin();
  const expired = sessionExpired('admin');

  // The server's own rules: an email, and a password (whatever its shape, a wrong one is just wrong).
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(adminLoginBodySchema),
  });

  const submit = form.onSubmit(({ email, password }) =>
    login.mutate(
      { email, password },
      {
        onSuccess: ({ token, isFirstLogin }) => {
          startSession(token);
          rememberAdminEmail(email.trim().toLowerCase());
          if (isFirstLogin) {
            const next: ChangePasswordState = { firstLogin: true };
            void navigate(pages.adminChangePassword(), { replace: true, state: next });
            return;
          }
          void navigate(redirectTarget(state) ?? pages.adminDashboard(), { replace: true });
        },
      },
    ),
  );

  return (
    <FormCard title="Admin Login" description="Sign in to approve sellers and oversee the marketplace.">
      {login.isError ? (
        <ErrorAlert>{serverMessageOr(login.error, ADMIN_LOGIN_FALLBACK)}</ErrorAlert>
      ) : (
        <LoginNotice sessionExpired={expired} />
      )}
      <LoginForm form={form} onSubmit={submit} submitting={login.isPending} emailAutoComplete="username" />
    </FormCard>
  );
}
