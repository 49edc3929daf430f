export { MyOrdersRoute as default } from '@/features/orders/routes/my-orders';
