export { SellerDashboardRoute as default } from '@/features/seller/routes/dashboard';
