export { OrderSuccessRoute as default } from '@/features/checkout/routes/order-success';
