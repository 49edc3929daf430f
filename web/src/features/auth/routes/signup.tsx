import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signupSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-links';
import { ErrorAlert } from '../components/form-alerts';
import { PasswordField } from '../components/password-field';
import type { AccountState } from '../navigation-state';

export const SIGNUP_FALLBACK = 'Signup failed. Please try again.';

export function SignupRoute() {
  const navigate = useNavigate();
  const register = useRegister();

  // Checked on submit, not on blur: an error appearing on blur moves the button away from a click already under way.
  const form = useForm({
    initialValues: { username: '', email: '', phoneno: '', password: '' },
    validate: zod4Resolver(signupSchema),
  });

  const submit = form.onSubmit((values) => {
    const body = { ...values, username: values.username.trim(), email: values.email.trim() };
    register.mutate(body, {
      onSuccess: ({ message }) => {
        const next: AccountState = { email: body.email, notice: message };
        void navigate('/verify', { state: next });
      },
    });
  });

  const taken = isApiError(register.error) && register.error.code === 'EMAIL_TAKEN';

  return (
    <AuthCard
      title="Sign Up"
      description="Create your account, then confirm your email with the code we send."
      footer={
        <AuthLink question="Already have an account?" to="/login">
          Log in
        </AuthLink>
      }
    >
      {register.isError && (
        <ErrorAlert
          action={
            taken ? (
              <Button
                component={Link}
                to="/login"
                state={{ email: form.values.email.trim() } satisfies AccountState}
                size="xs"
                variant="white"
                color="red"
              >
                Log in
              </Button>
            ) : undefined
          }
        >
          {serverMessageOr(register.error, SIGNUP_FALLBACK)}
        </ErrorAlert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Username" autoComplete="name" required {...form.getInputProps('username')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone number"
            description="10 digits, starting with 6, 7, 8 or 9"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={10}
            required
            {...form.getInputProps('phoneno')}
          />
          <PasswordField
            label="Password"
            description="6+ characters with an uppercase and a lowercase letter, a number and one of @$!%*?&"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
