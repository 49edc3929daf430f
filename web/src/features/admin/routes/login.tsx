import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { adminLoginBodySchema } from '@tiffin/shared/api/admin';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useLocation, useNavigate } from 'react-router';
import { serverMessageOr } from '@/lib/api-error';
import { setToken, sessionExpired } from '@/lib/session';
import { forgetSessionData } from '@/lib/use-session';
import { rememberAdminEmail } from '../admin-email';
import { useAdminLogin } from '../api/login';
import { ErrorBanner } from '../components/error-banner';
import { FormCard } from '../components/form-card';
import { PasswordField } from '../components/password-field';
import { redirectTarget, type ChangePasswordState } from '../navigation-state';
import { ADMIN_PATHS } from '../paths';

/** Spec 8: the fallback when an admin login fails without a message. */
export const ADMIN_LOGIN_FALLBACK = 'Login failed';

/**
 * /admin/login (spec 2.3, 4). A first login (the initial password still in use) goes to change the
 * password before anything else; any other goes to the dashboard, or back to the admin page asked for.
 */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
          // Whatever an earlier admin sign-in of this tab cached is dropped.
          forgetSessionData(queryClient, 'admin');
          setToken('admin', token);
          rememberAdminEmail(email.trim().toLowerCase());
          if (isFirstLogin) {
            const next: ChangePasswordState = { firstLogin: true };
            void navigate(ADMIN_PATHS.changePassword, { replace: true, state: next });
            return;
          }
          void navigate(redirectTarget(state) ?? ADMIN_PATHS.dashboard, { replace: true });
        },
      },
    ),
  );

  return (
    <FormCard title="Admin Login" description="Sign in to approve sellers and oversee the marketplace.">
      {expired && !login.isError && (
        <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
          Your session has ended. Please log in again.
        </Alert>
      )}
      {login.isError && <ErrorBanner>{serverMessageOr(login.error, ADMIN_LOGIN_FALLBACK)}</ErrorBanner>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
