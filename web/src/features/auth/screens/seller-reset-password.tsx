import ResetPasswordScreen from './reset-password';

/** The same screen for a seller's account, under /seller. */
export default function SellerResetPasswordScreen() {
  return <ResetPasswordScreen role="seller" />;
}
