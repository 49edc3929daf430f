export { AdminLoginRoute as default } from '@/features/admin/routes/login';
