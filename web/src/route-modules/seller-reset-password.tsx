export { SellerResetPasswordRoute as default } from '@/features/auth/routes/reset-password';
