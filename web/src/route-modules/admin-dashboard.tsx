export { DashboardRoute as default } from '@/features/admin/routes/dashboard';
