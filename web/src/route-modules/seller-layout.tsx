export { SellerLayout as default } from '@/app/layouts/seller-layout';
