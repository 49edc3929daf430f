import { ResetPasswordForm } from '../components/reset-password-form';

/** The same form for a seller's account, under /seller (the form, not the customer's page: see seller-forgot-password). */
export default function SellerResetPasswordScreen() {
  return <ResetPasswordForm role="seller" />;
}
