export { VerifyRoute as default } from '@/features/auth/routes/verify';
