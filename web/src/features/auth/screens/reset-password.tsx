import { ResetPasswordForm } from '../components/reset-password-form';

/** The customer's reset-password page (its form is shared with the seller's: components/reset-password-form.tsx). */
export default function ResetPasswordScreen() {
  return <ResetPasswordForm role="customer" />;
}
