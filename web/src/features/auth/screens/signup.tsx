import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signupSchema } from '@tiffin/shared/rules/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { FormCard, FormCardLink } from '@/components/form-card';
import { AccountForm } from '@/components/forms/account-form';
import { EmailField, PHONE_RULE, PhoneField } from '@/components/forms/fields';
import { NewPasswordField } from '@/components/forms/password-fields';
import { SignupFailedAlert } from '@/components/forms/signup-failed-alert';
import type { AccountState } from '@/lib/navigation-state';
import { useRegister } from '../api/register';
import { pages } from '@/lib/pages';

export const SIGNUP_FALLBACK = 'Signup failed. Please try again.';

export default function SignupScreen() {
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
      onSuccess: ({ message, requestId }) => {
        const next: AccountState = { email: body.email, notice: message, requestId };
        void navigate(pages.verify(), { state: next });
      },
    });
  });

  return (
    <FormCard
      title="Sign Up"
      description="Create your account, then confirm your email with the code we send."
      footer={
        <FormCardLink question="Already have an account?" to={pages.login()}>
          Log in
        </FormCardLink>
      }
    >
      {register.isError && (
        <SignupFailedAlert
          error={register.error}
          fallback={SIGNUP_FALLBACK}
          login={{ to: pages.login(), label: 'Log in', email: form.values.email.trim() }}
        />
      )}
      <AccountForm form={form} onSubmit={submit} submitLabel="Sign up" submitting={register.isPending}>
        <TextInput label="Username" autoComplete="name" required {...form.getInputProps('username')} />
        <EmailField {...form.getInputProps('email')} />
        <PhoneField description={PHONE_RULE} {...form.getInputProps('phoneno')} />
        <NewPasswordField {...form.getInputProps('password')} />
      </AccountForm>
    </FormCard>
  );
}
