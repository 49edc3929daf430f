export { SignupRoute as default } from '@/features/auth/routes/signup';
