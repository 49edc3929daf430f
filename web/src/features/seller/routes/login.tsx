import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { emailSchema, passwordSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod';
import { serverMessageOr } from '@/lib/api-error';
import { setToken } from '@/lib/session';
import { forgetSessionData, type LoginRedirectState } from '@/lib/use-session';
import { useSellerLogin } from '../api/log-in';
import { AccountCard } from '../components/account-card';
import { ErrorBanner, InfoBanner, SuccessBanner } from '../components/banners';
import { SELLER_HOME, stateString } from '../navigation-state';

/** Spec 5: the email and password rules apply at login too. */
const sellerLoginSchema = z.object({ email: emailSchema, password: passwordSchema });

/** Spec 8: the seller login's fallback when the server gives no message. */
export const SELLER_LOGIN_FALLBACK = 'Login failed';

/** Back to the seller page the guard turned away, else the dashboard. */
function nextPage(redirect: LoginRedirectState) {
  const from = redirect.from;
  if (from && from.pathname.startsWith('/seller/') && from.pathname !== '/seller/login') {
    return { to: { pathname: from.pathname, search: from.search, hash: from.hash }, state: from.state };
  }
  return { to: SELLER_HOME, state: undefined };
}

/** /seller/login (spec 2.4): an approved seller gets in; a pending one is told to wait for approval. */
export function SellerLoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state } = useLocation();
  const redirect = (state ?? {}) as LoginRedirectState;
  const notice = stateString(state, 'notice');
  const login = useSellerLogin();

  const form = useForm({
    initialValues: { email: stateString(state, 'email') ?? '', password: '' },
    validate: zod4Resolver(sellerLoginSchema),
  });

  const submit = form.onSubmit(({ email, password }) =>
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ token }) => {
          // Whatever an earlier seller of this tab cached belongs to someone else.
          forgetSessionData(queryClient, 'seller');
          setToken('seller', token);
          const { to, state: nextState } = nextPage(redirect);
          void navigate(to, { replace: true, state: nextState });
        },
      },
    ),
  );

  return (
    <AccountCard
      title="Seller Login"
      description="Manage your restaurant's menu and orders."
      footer={
        <Text size="sm" c="dimmed">
          New restaurant on Tiffin?{' '}
          <Anchor component={Link} to="/seller/signup" fw={600}>
            Register your restaurant
          </Anchor>
        </Text>
      }
    >
      {notice && !login.isError && <SuccessBanner>{notice}</SuccessBanner>}
      {redirect.sessionExpired && !notice && !login.isError && (
        <InfoBanner>Your session has ended. Please log in again.</InfoBanner>
      )}
      {login.isError && <ErrorBanner>{serverMessageOr(login.error, SELLER_LOGIN_FALLBACK)}</ErrorBanner>}
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
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
