export { ChangePasswordRoute as default } from '@/features/admin/routes/change-password';
