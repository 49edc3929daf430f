import { ResetPasswordRoute } from '@/features/auth/routes/reset-password';

export default function CustomerResetPassword() {
  return <ResetPasswordRoute />;
}
