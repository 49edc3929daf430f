export { SellerOrdersRoute as default } from '@/features/seller/routes/orders';
