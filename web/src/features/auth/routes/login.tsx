import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { emailSchema, passwordSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { setToken } from '@/lib/session';
import { forgetSessionData, type LoginRedirectState } from '@/lib/use-session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-links';
import { ErrorAlert, InfoAlert, SuccessAlert } from '../components/form-alerts';
import { PasswordField } from '../components/password-field';
import { stateString, type AccountState } from '../navigation-state';

/** Spec 5: the email and password rules apply at login too. */
const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });

export const LOGIN_FALLBACK = 'Login failed. Please try again.';

export function LoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state } = useLocation();
  const redirect = (state ?? {}) as LoginRedirectState;
  const notice = stateString(state, 'notice');
  const login = useLogin();

  // Checked on submit, not on blur: an error appearing on blur moves the button away from a click already under way.
  const form = useForm({
    initialValues: { email: stateString(state, 'email') ?? '', password: '' },
    validate: zod4Resolver(loginFormSchema),
  });

  const submit = form.onSubmit(({ email, password }) =>
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ token }) => {
          // Whatever an earlier sign-in of this tab cached belongs to someone else.
          forgetSessionData(queryClient, 'customer');
          setToken('customer', token);
          const from = redirect.from;
          void navigate(from ? { pathname: from.pathname, search: from.search, hash: from.hash } : '/', {
            replace: true,
            state: from?.state,
          });
        },
      },
    ),
  );

  const unverified = isApiError(login.error) && login.error.code === 'EMAIL_NOT_VERIFIED';
  const typedEmail = form.values.email.trim();

  return (
    <AuthCard
      title="Customer Login"
      description="Sign in to order from the restaurants of your city."
      footer={
        <>
          <AuthLink
            to="/forgot-password"
            state={typedEmail ? ({ email: typedEmail } satisfies AccountState) : undefined}
          >
            Forgot password?
          </AuthLink>
          <AuthLink question="New to Tiffin?" to="/signup">
            Sign up
          </AuthLink>
        </>
      }
    >
      {notice && !login.isError && <SuccessAlert>{notice}</SuccessAlert>}
      {redirect.sessionExpired && !notice && !login.isError && (
        <InfoAlert>Your session has ended. Please log in again.</InfoAlert>
      )}
      {login.isError && (
        <ErrorAlert
          action={
            unverified ? (
              <Button
                component={Link}
                to="/verify"
                state={{ email: typedEmail } satisfies AccountState}
                size="xs"
                variant="white"
                color="red"
              >
                Verify your email
              </Button>
            ) : undefined
          }
        >
          {serverMessageOr(login.error, LOGIN_FALLBACK)}
        </ErrorAlert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
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
    </AuthCard>
  );
}
