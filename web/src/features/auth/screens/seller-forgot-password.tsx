import { ForgotPasswordForm } from '../components/forgot-password-form';

/**
 * The same form for a seller's account, under /seller. It imports the form, not the customer's page: React Router's
 * build wraps a route module's default export so that it takes no props of ours (a role passed to it was lost).
 */
export default function SellerForgotPasswordScreen() {
  return <ForgotPasswordForm role="seller" />;
}
