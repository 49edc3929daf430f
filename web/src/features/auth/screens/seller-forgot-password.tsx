import ForgotPasswordScreen from './forgot-password';

/** The same screen for a seller's account, under /seller. */
export default function SellerForgotPasswordScreen() {
  return <ForgotPasswordScreen role="seller" />;
}
