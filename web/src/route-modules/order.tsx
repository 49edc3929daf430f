export { OrderRoute as default } from '@/features/orders/routes/order';
