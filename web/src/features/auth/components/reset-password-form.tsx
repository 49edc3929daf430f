import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordFormSchema } from '@tiffin/shared/rules/account';
import { messages } from '@tiffin/shared/rules/messages';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useLocation, useNavigate } from 'react-router';
import { AlertLink, ErrorAlert } from '@/components/alerts';
import { FormCard, FormCardLink } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { NewPasswordField, PasswordField } from '@/components/forms/password-fields';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { stateString, type AccountState } from '@/lib/navigation-state';
import { RESET_PATHS, type ResetRole, useResetPassword } from '../api/password-reset';

export const RESET_FALLBACK = 'Failed to reset password';
/** The reset token is missing while the email is there: the code step was skipped. */
export const RESET_SESSION_MISSING = 'Your password reset session has expired. Please start again.';

function RestartButton({ role }: { role: ResetRole }) {
  return <AlertLink to={RESET_PATHS[role].forgot}>Restart password reset</AlertLink>;
}

function ResetForm({ role, email, resetToken }: { role: ResetRole; email: string; resetToken: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword(role);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: zod4Resolver(resetPasswordFormSchema),
  });

  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { email, newPassword: password, resetToken },
      {
        onSuccess: ({ message }) => {
          const next: AccountState = { email, notice: message };
          void navigate(RESET_PATHS[role].login, { state: next, replace: true });
        },
      },
    ),
  );

  return (
    <>
      {reset.isError && (
        <ErrorAlert action={isApiError(reset.error, 400) ? <RestartButton role={role} /> : undefined}>
          {serverMessageOr(reset.error, RESET_FALLBACK)}
        </ErrorAlert>
      )}
      <AccountForm form={form} onSubmit={submit} submitLabel="Reset password" submitting={reset.isPending}>
        {/* Shown read-only, and read by password managers as the account the new password belongs to. */}
        <TextInput label="Email" value={email} readOnly autoComplete="username" variant="filled" />
        <NewPasswordField label="New password" {...form.getInputProps('password')} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
      </AccountForm>
    </>
  );
}

/** docs/product.md#forgot-and-reset-password: the email (and, here, the reset token of docs/differences.md#accounts-and-codes) come in navigation state from the code step. */
export function ResetPasswordForm({ role = 'customer' }: { role?: ResetRole }) {
  const { state } = useLocation();
  const email = stateString(state, 'email');
  const resetToken = stateString(state, 'resetToken');

  return (
    <FormCard
      title="Reset password"
      description="Choose a new password for your account."
      footer={
        <FormCardLink question="Remembered it?" to={RESET_PATHS[role].login}>
          Log in
        </FormCardLink>
      }
    >
      {!email ? (
        <ErrorAlert action={<RestartButton role={role} />}>{messages.resetEmailMissing}</ErrorAlert>
      ) : !resetToken ? (
        <ErrorAlert action={<RestartButton role={role} />}>{RESET_SESSION_MISSING}</ErrorAlert>
      ) : (
        <ResetForm role={role} email={email} resetToken={resetToken} />
      )}
    </FormCard>
  );
}
