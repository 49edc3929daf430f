import { useForm, type UseFormReturnType } from '@mantine/form';
import { emailSchema, passwordSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { FormEventHandler } from 'react';
import { useLocation } from 'react-router';
import * as z from '@tiffin/shared/zod';
import { stateString } from '@/lib/navigation-state';
import type { SessionRole } from '@/lib/session';
import { useStartSession, type LoginRedirectState } from '@/lib/use-session';
import { InfoAlert, SuccessAlert } from '../alerts';
import { AccountForm } from './account-form';
import { EmailField } from './fields';
import { CurrentPasswordField } from './password-fields';

/** docs/product.md#password-and-email: the email and password rules apply at login too. */
const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });

/** The role's login call (`useLogin()`, `useSellerLogin()`): a token for a known email and password. */
interface LoginMutation {
  mutate(body: { email: string; password: string }, options: { onSuccess: (answer: { token: string }) => void }): void;
}

/**
 * The customer's and the seller's login form. The email the previous screen passed is filled in, the rules are
 * checked on submit (not on blur: an error appearing on blur moves the button away from a click already under
 * way), and the token starts the role's session before `onSignedIn` goes on.
 */
export function useLoginForm(
  role: SessionRole,
  login: LoginMutation,
  onSignedIn: (redirect: LoginRedirectState) => void,
) {
  const startSession = useStartSession(role);
  const { state } = useLocation();
  const redirect = (state ?? {}) as LoginRedirectState;

  const form = useForm({
    initialValues: { email: stateString(state, 'email') ?? '', password: '' },
    validate: zod4Resolver(loginFormSchema),
  });

  const submit = form.onSubmit(({ email, password }) =>
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ token }) => {
          startSession(token);
          onSignedIn(redirect);
        },
      },
    ),
  );

  /** What the page says on arrival: the previous step's success, or that the session ended. */
  const arrival = { notice: stateString(state, 'notice'), sessionExpired: redirect.sessionExpired };

  return { form, submit, arrival };
}

interface LoginFormProps {
  form: UseFormReturnType<{ email: string; password: string }>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** 'username' where the email is the account's name for password managers (the admin's). */
  emailAutoComplete?: string;
}

/** Email, password and 'Log in': the login form of the customer, the seller and the admin. */
export function LoginForm({ form, onSubmit, submitting, emailAutoComplete }: LoginFormProps) {
  return (
    <AccountForm form={form} onSubmit={onSubmit} submitLabel="Log in" submitting={submitting}>
      <EmailField autoComplete={emailAutoComplete ?? 'email'} {...form.getInputProps('email')} />
      <CurrentPasswordField {...form.getInputProps('password')} />
    </AccountForm>
  );
}

/** docs/product.md#sign-up-flow: what a login page says on arrival, the previous step's success or that the session ended. */
export function LoginNotice({ notice, sessionExpired }: { notice?: string; sessionExpired?: boolean }) {
  if (notice) return <SuccessAlert>{notice}</SuccessAlert>;
  if (sessionExpired) return <InfoAlert>Your session has ended. Please log in again.</InfoAlert>;
  return null;
}
