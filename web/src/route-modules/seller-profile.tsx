export { SellerProfileRoute as default } from '@/features/seller/routes/profile';
