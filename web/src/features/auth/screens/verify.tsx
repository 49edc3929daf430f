import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CODE_REQUEST_MISSING } from '@tiffin/shared/api/users';
import { emailSchema } from '@tiffin/shared/rules/account';
import { messages } from '@tiffin/shared/rules/messages';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useLocation, useNavigate } from 'react-router';
import * as z from '@tiffin/shared/zod';
import { AlertLink, ErrorAlert, SuccessAlert } from '@/components/alerts';
import { FormCard, FormCardLink } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { EmailField } from '@/components/forms/fields';
import { serverMessageOr } from '@/lib/api-error';
import { stateString, type AccountState } from '@/lib/navigation-state';
import { useVerifyEmail } from '../api/verify-email';
import { pages } from '@/lib/pages';

/** docs/product.md#sign-up-code: the code is free text and required; the server decides whether it is right. */
const verifyFormSchema = z.object({
  email: emailSchema,
  code: z.string().check(z.trim(), z.minLength(1, messages.verificationCodeRequired)),
});

export const VERIFY_FALLBACK = 'Verification failed';

/** The code is checked with the id of the sign-up that asked for it; without it, only a new sign-up sends a code. */
export default function VerifyScreen() {
  const { state } = useLocation();
  const requestId = stateString(state, 'requestId');
  if (!requestId) {
    return (
      <FormCard
        title="Verify your email"
        description="Codes work only in the window of the sign-up that asked for them."
        footer={
          <FormCardLink question="Already verified?" to={pages.login()}>
            Log in
          </FormCardLink>
        }
      >
        <ErrorAlert action={<AlertLink to={pages.signup()}>Sign up again to get a new code</AlertLink>}>
          {CODE_REQUEST_MISSING}
        </ErrorAlert>
      </FormCard>
    );
  }
  return <VerifyForm state={state} requestId={requestId} />;
}

function VerifyForm({ state, requestId }: { state: unknown; requestId: string }) {
  const navigate = useNavigate();
  const stateEmail = stateString(state, 'email');
  // An email the form would refuse is asked for again rather than hidden behind an error nobody sees.
  const emailFromSignup = stateEmail && emailSchema.safeParse(stateEmail).success ? stateEmail : undefined;
  const notice = stateString(state, 'notice');
  const verify = useVerifyEmail();

  const form = useForm({
    initialValues: { email: emailFromSignup ?? '', code: '' },
    validate: zod4Resolver(verifyFormSchema),
  });

  const submit = form.onSubmit(({ email, code }) => {
    const body = { email: email.trim(), verificationEmail: code.trim(), requestId };
    verify.mutate(body, {
      onSuccess: ({ message }) => {
        const next: AccountState = { email: body.email, notice: message };
        void navigate(pages.login(), { state: next });
      },
    });
  });

  return (
    <FormCard
      title="Verify your email"
      description={
        emailFromSignup ? (
          <>
            Enter the code we sent to <strong>{emailFromSignup}</strong>.
          </>
        ) : (
          'Enter your email and the code we sent to it.'
        )
      }
      footer={
        <>
          <FormCardLink question="No code, or did it expire?" to={pages.signup()}>
            Sign up again to get a new one
          </FormCardLink>
          <FormCardLink question="Already verified?" to={pages.login()}>
            Log in
          </FormCardLink>
        </>
      }
    >
      {notice && !verify.isError && <SuccessAlert>{notice}</SuccessAlert>}
      {verify.isError && <ErrorAlert>{serverMessageOr(verify.error, VERIFY_FALLBACK)}</ErrorAlert>}
      <AccountForm form={form} onSubmit={submit} submitLabel="Verify" submitting={verify.isPending}>
        {!emailFromSignup && <EmailField {...form.getInputProps('email')} />}
        <TextInput
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          {...form.getInputProps('code')}
        />
      </AccountForm>
    </FormCard>
  );
}
