export { SellerForgotPasswordRoute as default } from '@/features/auth/routes/forgot-password';
