import { useForm } from '@mantine/form';
import { ADMIN_MESSAGES } from '@tiffin/shared/api/admin';
import { adminChangePasswordFormSchema, emailSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as z from '@tiffin/shared/zod';
import { ErrorAlert, InfoAlert, SuccessAlert } from '@/components/alerts';
import { FormCard } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { EmailField } from '@/components/forms/fields';
import { PasswordField } from '@/components/forms/password-fields';
import { serverMessageOr } from '@/lib/api-error';
import { rememberAdminEmail, rememberedAdminEmail } from '../admin-email';
import { useUpdateAdminPassword } from '../api/update-password';
import { isFirstLoginState } from '../navigation-state';
import { pages } from '@/lib/pages';

/** docs/product.md#admin-first-login: after the success message, the dashboard opens this much later. */
export const DASHBOARD_REDIRECT_MS = 2000;
/** docs/product.md#failures: the fallback when the update fails without a message. */
export const UPDATE_FALLBACK = 'Update failed';

/** The spec's form (new and confirm must match) plus the email and the current password `PUT /admin/update` asks for. */
const changePasswordSchema = z.intersection(
  z.object({
    email: emailSchema,
    currentPassword: z.string().check(z.minLength(1, 'Current password is required')),
  }),
  adminChangePasswordFormSchema,
);

/** /admin/change-password (docs/product.md#admin-first-login and docs/product.md#admin-password-change): the first-login password change, and any later one. */
export default function ChangePasswordScreen() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const firstLogin = isFirstLoginState(state);
  const update = useUpdateAdminPassword();
  const [success, setSuccess] = useState<string | null>(null);

  const form = useForm({
    initialValues: { email: rememberedAdminEmail(), currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(changePasswordSchema),
  });

  useEffect(() => {
    if (success === null) return;
    const timer = window.setTimeout(
      () => void navigate(pages.adminDashboard(), { replace: true }),
      DASHBOARD_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const submit = form.onSubmit(({ email, currentPassword, newPassword }) => {
    const owner = email.trim().toLowerCase();
    update.mutate(
      { email: owner, currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          rememberAdminEmail(owner);
          setSuccess(message || ADMIN_MESSAGES.passwordUpdated);
        },
      },
    );
  });

  const done = success !== null;

  return (
    <FormCard
      title="Change Password"
      description="At least 6 characters, with an uppercase and a lowercase letter, a number and one of @$!%*?&."
    >
      {firstLogin && !done && (
        <InfoAlert>This is your first sign-in. Choose a new password before you continue.</InfoAlert>
      )}
      {done && <SuccessAlert>{success}</SuccessAlert>}
      {update.isError && <ErrorAlert>{serverMessageOr(update.error, UPDATE_FALLBACK)}</ErrorAlert>}
      <AccountForm
        form={form}
        onSubmit={submit}
        submitLabel="Update password"
        submitting={update.isPending}
        disabled={done}
      >
        <EmailField
          description="The email you sign in with"
          autoComplete="username"
          readOnly={done}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Current password"
          description={firstLogin ? 'The password you just signed in with' : undefined}
          autoComplete="current-password"
          required
          readOnly={done}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          readOnly={done}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          readOnly={done}
          {...form.getInputProps('confirmPassword')}
        />
      </AccountForm>
    </FormCard>
  );
}
