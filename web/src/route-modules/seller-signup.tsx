export { SellerSignupRoute as default } from '@/features/seller/routes/signup';
