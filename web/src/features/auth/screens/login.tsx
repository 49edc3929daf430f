import { useNavigate } from 'react-router';
import { AlertLink, ErrorAlert } from '@/components/alerts';
import { FormCard, FormCardLink } from '@/components/form-card';
import { LoginForm, LoginNotice, useLoginForm } from '@/components/forms/login-form';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import type { AccountState } from '@/lib/navigation-state';
import { useLogin } from '../api/login';
import { pages } from '@/lib/pages';

export const LOGIN_FALLBACK = 'Login failed. Please try again.';

export default function LoginScreen() {
  const navigate = useNavigate();
  const login = useLogin();
  // Back to the page the guard turned away, else home.
  const { form, submit, arrival } = useLoginForm('customer', login, ({ from }) => {
    void navigate(from ? { pathname: from.pathname, search: from.search, hash: from.hash } : pages.home(), {
      replace: true,
      state: from?.state,
    });
  });

  const unverified = isApiError(login.error) && login.error.code === 'EMAIL_NOT_VERIFIED';
  const typedEmail = form.values.email.trim();

  return (
    <FormCard
      title="Customer Login"
      description="Sign in to order from the restaurants of your city."
      footer={
        <>
          <FormCardLink
            to={pages.forgotPassword()}
            state={typedEmail ? ({ email: typedEmail } satisfies AccountState) : undefined}
          >
            Forgot password?
          </FormCardLink>
          <FormCardLink question="New to Tiffin?" to={pages.signup()}>
            Sign up
          </FormCardLink>
        </>
      }
    >
      {login.isError ? (
        <ErrorAlert
          action={
            unverified ? (
              <AlertLink to={pages.verify()} state={{ email: typedEmail } satisfies AccountState}>
                Verify your email
              </AlertLink>
            ) : undefined
          }
        >
          {serverMessageOr(login.error, LOGIN_FALLBACK)}
        </ErrorAlert>
      ) : (
        <LoginNotice {...arrival} />
      )}
      <LoginForm form={form} onSubmit={submit} submitting={login.isPending} />
    </FormCard>
  );
}
