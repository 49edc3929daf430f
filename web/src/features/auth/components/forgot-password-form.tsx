import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailSchema, resetOtpSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as z from '@tiffin/shared/zod';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { FormCard, FormCardLink } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { EmailField } from '@/components/forms/fields';
import { serverMessageOr } from '@/lib/api-error';
import { stateString } from '@/lib/navigation-state';
import { RESET_PATHS, type ResetRole, useSendResetCode, useVerifyResetCode } from '../api/password-reset';
import type { ResetPasswordState } from '../navigation-state';

export const SEND_CODE_FALLBACK = 'Error sending OTP';
export const VERIFY_CODE_FALLBACK = 'OTP verification failed';

const emailFormSchema = z.object({ email: emailSchema });
const codeFormSchema = z.object({ otp: resetOtpSchema });

function EmailStep({
  role,
  initialEmail,
  onSent,
}: {
  role: ResetRole;
  initialEmail: string;
  onSent: (sent: CodeSent) => void;
}) {
  const send = useSendResetCode(role);
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: zod4Resolver(emailFormSchema),
  });

  const submit = form.onSubmit(({ email }) => {
    const trimmed = email.trim();
    send.mutate(
      { email: trimmed },
      { onSuccess: ({ message, requestId }) => onSent({ email: trimmed, notice: message, requestId }) },
    );
  });

  return (
    <>
      {send.isError && <ErrorAlert>{serverMessageOr(send.error, SEND_CODE_FALLBACK)}</ErrorAlert>}
      <AccountForm form={form} onSubmit={submit} submitLabel="Send code" submitting={send.isPending}>
        <EmailField {...form.getInputProps('email')} />
      </AccountForm>
    </>
  );
}

type Feedback = { kind: 'success' | 'error'; text: string };
/** A code request's answer: the code goes with `requestId`, which a resend keeps. */
interface CodeSent {
  email: string;
  notice: string;
  requestId: string;
}

function CodeStep({
  role,
  email,
  notice,
  requestId,
  onChangeEmail,
}: CodeSent & { role: ResetRole; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const verify = useVerifyResetCode(role);
  const resend = useSendResetCode(role);
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'success', text: notice });
  const form = useForm({
    initialValues: { otp: '' },
    validate: zod4Resolver(codeFormSchema),
  });

  const submit = form.onSubmit(({ otp }) =>
    verify.mutate(
      { email, otp: otp.trim(), requestId },
      {
        onSuccess: ({ resetToken }) => {
          const next: ResetPasswordState = { email, resetToken };
          void navigate(RESET_PATHS[role].reset, { state: next, replace: true });
        },
        onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, VERIFY_CODE_FALLBACK) }),
      },
    ),
  );

  const sendAgain = () =>
    resend.mutate(
      { email, requestId },
      {
        onSuccess: ({ message }) => setFeedback({ kind: 'success', text: message }),
        onError: (error) => setFeedback({ kind: 'error', text: serverMessageOr(error, SEND_CODE_FALLBACK) }),
      },
    );

  return (
    <>
      {feedback.kind === 'error' ? (
        <ErrorAlert>{feedback.text}</ErrorAlert>
      ) : (
        <SuccessAlert>{feedback.text}</SuccessAlert>
      )}
      <Text size="sm">
        Code for <strong>{email}</strong>{' '}
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
          (change email)
        </Anchor>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Reset code"
            description="The 4-digit code from the email"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={4}
            required
            {...form.getInputProps('otp')}
          />
          <Group grow>
            <Button variant="default" loading={resend.isPending} onClick={sendAgain}>
              Resend code
            </Button>
            <Button type="submit" loading={verify.isPending}>
              Verify code
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** docs/product.md#password-reset-flow: email -> code -> (reset-password) new password -> login; a seller's the same way. */
export function ForgotPasswordForm({ role = 'customer' }: { role?: ResetRole }) {
  const { state } = useLocation();
  const [email, setEmail] = useState(stateString(state, 'email') ?? '');
  const [sent, setSent] = useState<CodeSent | null>(null);

  return (
    <FormCard
      title="Forgot password"
      description={
        sent ? 'Enter the code we emailed you.' : 'Enter your account email and we will send you a 4-digit code.'
      }
      footer={
        <FormCardLink question="Remembered it?" to={RESET_PATHS[role].login}>
          Log in
        </FormCardLink>
      }
    >
      {sent ? (
        <CodeStep role={role} {...sent} onChangeEmail={() => setSent(null)} />
      ) : (
        <EmailStep
          role={role}
          initialEmail={email}
          onSent={(codeSent) => {
            setEmail(codeSent.email);
            setSent(codeSent);
          }}
        />
      )}
    </FormCard>
  );
}
