export { LoginRoute as default } from '@/features/auth/routes/login';
