import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordFormSchema } from '@tiffin/shared/rules/account';
import { messages } from '@tiffin/shared/rules/messages';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-links';
import { ErrorAlert } from '../components/form-alerts';
import { PasswordField } from '../components/password-field';
import { stateString, type AccountState } from '../navigation-state';

export const RESET_FALLBACK = 'Failed to reset password';
/** The reset token is missing while the email is there: the code step was skipped. */
export const RESET_SESSION_MISSING = 'Your password reset session has expired. Please start again.';

function RestartButton() {
  return (
    <Button component={Link} to="/forgot-password" size="xs" variant="white" color="red">
      Restart password reset
    </Button>
  );
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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {/* Shown read-only, and read by password managers as the account the new password belongs to. */}
          <TextInput label="Email" value={email} readOnly autoComplete="username" variant="filled" />
          <PasswordField
            label="New password"
            description="6+ characters with an uppercase and a lowercase letter, a number and one of @$!%*?&"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </>
  );
}

/** Spec 5: the email (and, here, the reset token of DESIGN 12) come in navigation state from the code step. */
export function ResetPasswordRoute() {
  const { state } = useLocation();
  const email = stateString(state, 'email');
  const resetToken = stateString(state, 'resetToken');

  return (
    <AuthCard
      title="Reset password"
      description="Choose a new password for your account."
      footer={
        <AuthLink question="Remembered it?" to="/login">
          Log in
        </AuthLink>
      }
    >
      {!email ? (
        <ErrorAlert action={<RestartButton />}>{messages.resetEmailMissing}</ErrorAlert>
      ) : !resetToken ? (
        <ErrorAlert action={<RestartButton />}>{RESET_SESSION_MISSING}</ErrorAlert>
      ) : (
        <ResetForm email={email} resetToken={resetToken} />
      )}
    </AuthCard>
  );
}
