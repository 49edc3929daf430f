import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@tiffin/shared/rules/messages';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import * as z from '@tiffin/shared/zod';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { FormCard } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { serverMessageOr } from '@/lib/api-error';
import type { AccountState } from '@/lib/navigation-state';
import { useVerifySellerEmail } from '../api/verify-email';
import { pages } from '@/lib/pages';

export const SELLER_VERIFY_FALLBACK = 'Verification failed';

const codeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, messages.verificationCodeRequired)) });

/**
 * After the seller sign-up: the code mailed to the email proves it, sent with the id of this sign-up's
 * code request, then the seller login opens.
 */
export function VerifyEmailStep({ email, notice, requestId }: { email: string; notice: string; requestId: string }) {
  const navigate = useNavigate();
  const verify = useVerifySellerEmail();
  const form = useForm({ initialValues: { code: '' }, validate: zod4Resolver(codeSchema) });

  const submit = form.onSubmit(({ code }) => {
    verify.mutate(
      { email, verificationEmail: code.trim(), requestId },
      {
        onSuccess: ({ message }) => {
          const next: AccountState = { email, notice: message };
          void navigate(pages.sellerLogin(), { state: next });
        },
      },
    );
  });

  return (
    <FormCard
      title="Verify your email"
      description={
        <>
          Enter the code we sent to <strong>{email}</strong>.
        </>
      }
    >
      {!verify.isError && <SuccessAlert>{notice}</SuccessAlert>}
      {verify.isError && <ErrorAlert>{serverMessageOr(verify.error, SELLER_VERIFY_FALLBACK)}</ErrorAlert>}
      <AccountForm form={form} onSubmit={submit} submitLabel="Verify" submitting={verify.isPending}>
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
