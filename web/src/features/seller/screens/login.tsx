import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/alerts';
import { FormCard, FormCardLink } from '@/components/form-card';
import { LoginForm, LoginNotice, useLoginForm } from '@/components/forms/login-form';
import { serverMessageOr } from '@/lib/api-error';
import type { AccountState } from '@/lib/navigation-state';
import type { LoginRedirectState } from '@/lib/use-session';
import { useSellerLogin } from '../api/log-in';
import { SELLER_HOME } from '../navigation-state';
import { pages } from '@/lib/pages';

/** docs/product.md#failures: the seller login's fallback when the server gives no message. */
export const SELLER_LOGIN_FALLBACK = 'Login failed';

/** Back to the seller page the guard turned away, else the dashboard. */
function nextPage(redirect: LoginRedirectState) {
  const from = redirect.from;
  if (from && from.pathname.startsWith(`${pages.sellerHome()}/`) && from.pathname !== pages.sellerLogin()) {
    return { to: { pathname: from.pathname, search: from.search, hash: from.hash }, state: from.state };
  }
  return { to: SELLER_HOME, state: undefined };
}

/** /seller/login (docs/product.md#seller-area): an approved seller gets in; a pending one is told to wait for approval. */
export default function SellerLoginScreen() {
  const navigate = useNavigate();
  const login = useSellerLogin();
  const { form, submit, arrival } = useLoginForm('seller', login, (redirect) => {
    const { to, state } = nextPage(redirect);
    void navigate(to, { replace: true, state });
  });

  return (
    <FormCard
      title="Seller Login"
      description="Manage your restaurant's menu and orders."
      footer={
        <>
          <FormCardLink
            to={pages.sellerForgotPassword()}
            state={form.values.email.trim() ? ({ email: form.values.email.trim() } satisfies AccountState) : undefined}
          >
            Forgot password?
          </FormCardLink>
          <FormCardLink question="New restaurant on Tiffin?" to={pages.sellerSignup()}>
            Register your restaurant
          </FormCardLink>
        </>
      }
    >
      {login.isError ? (
        <ErrorAlert>{serverMessageOr(login.error, SELLER_LOGIN_FALLBACK)}</ErrorAlert>
      ) : (
        <LoginNotice {...arrival} />
      )}
      <LoginForm form={form} onSubmit={submit} submitting={login.isPending} />
    </FormCard>
  );
}
