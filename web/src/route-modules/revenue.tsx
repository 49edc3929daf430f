export { RevenueRoute as default } from '@/features/admin/routes/revenue';
