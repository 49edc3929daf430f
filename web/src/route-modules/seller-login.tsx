export { SellerLoginRoute as default } from '@/features/seller/routes/login';
