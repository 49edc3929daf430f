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
import { useResetPassword } from '../api/password-reset';

export const RESET_FALLBACK = 'Failed to reset password';
/** The reset token is missing while the email is there: the code step was skipped. */
export const RESET_SESSION_MISSING = 'Your password reset session has expired. Please start again.';

function RestartButton() {
  return <AlertLink to="/forgot-password">Restart password reset</AlertLink>;
}

function ResetForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
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
          void navigate('/login', { state: next, replace: true });
        },
      },
    ),
  );

  return (
    <>
      {reset.isError && (
        <ErrorAlert action={isApiError(reset.error, 400) ? <RestartButton /> : undefined}>
          {serverMessageOr(reset.error, RESET_FALLBACK)}
        </ErrorAlert>
      )}
      <AccountForm onSubmit={submit} submitLabel="Reset password" submitting={reset.isPending}>
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

/** Spec 5: the email (and, here, the reset token of DESIGN 12) come in navigation state from the code step. */
export function ResetPasswordRoute() {
  const { state } = useLocation();
  const email = stateString(state, 'email');
  const resetToken = stateString(state, 'resetToken');

  return (
    <FormCard
      title="Reset password"
      description="Choose a new password for your account."
      footer={
        <FormCardLink question="Remembered it?" to="/login">
          Log in
        </FormCardLink>
      }
    >
      {!email ? (
        <ErrorAlert action={<RestartButton />}>{messages.resetEmailMissing}</ErrorAlert>
      ) : !resetToken ? (
        <ErrorAlert action={<RestartButton />}>{RESET_SESSION_MISSING}</ErrorAlert>
      ) : (
        <ResetForm email={email} resetToken={resetToken} />
      )}
    </FormCard>
  );
}
