import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { ADMIN_MESSAGES } from '@tiffin/shared/api/admin';
import { adminChangePasswordFormSchema, emailSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod';
import { serverMessageOr } from '@/lib/api-error';
import { rememberAdminEmail, rememberedAdminEmail } from '../admin-email';
import { useUpdateAdminPassword } from '../api/update-password';
import { ErrorBanner } from '../components/error-banner';
import { FormCard } from '../components/form-card';
import { PasswordField } from '../components/password-field';
import { isFirstLoginState } from '../navigation-state';
import { ADMIN_PATHS } from '../paths';

/** Spec 4: after the success message, the dashboard opens this much later. */
export const DASHBOARD_REDIRECT_MS = 2000;
/** Spec 8: the fallback when the update fails without a message. */
export const UPDATE_FALLBACK = 'Update failed';

/** The spec's form (new and confirm must match) plus the email `PUT /admin/update` asks for. */
const changePasswordSchema = z.object({ email: emailSchema }).and(adminChangePasswordFormSchema);

/** /admin/change-password (spec 4, 5): the first-login password change, and any later one. */
export function ChangePasswordRoute() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const firstLogin = isFirstLoginState(state);
  const update = useUpdateAdminPassword();
  const [success, setSuccess] = useState<string | null>(null);

  const form = useForm({
    initialValues: { email: rememberedAdminEmail(), newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(changePasswordSchema),
  });

  useEffect(() => {
    if (success === null) return;
    const timer = window.setTimeout(
      () => void navigate(ADMIN_PATHS.dashboard, { replace: true }),
      DASHBOARD_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const submit = form.onSubmit(({ email, newPassword }) => {
    const owner = email.trim().toLowerCase();
    update.mutate(
      { email: owner, newPassword },
      {
        onSuccess: ({ message }) => {
          rememberAdminEmail(owner);
          setSuccess(message || ADMIN_MESSAGES.passwordUpdated);
        },
      },
    );
  });

  return (
    <FormCard
      title="Change Password"
      description="At least 6 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&."
    >
      {firstLogin && success === null && (
        <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle aria-hidden />}>
          This is your first sign-in. Choose a new password before you continue.
        </Alert>
      )}
      {success !== null && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {success}
        </Alert>
      )}
      {update.isError && <ErrorBanner>{serverMessageOr(update.error, UPDATE_FALLBACK)}</ErrorBanner>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            description="The email you sign in with"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            readOnly={success !== null}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            readOnly={success !== null}
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            readOnly={success !== null}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={update.isPending} disabled={success !== null}>
            Update password
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
