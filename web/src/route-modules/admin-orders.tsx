export { OrdersRoute as default } from '@/features/admin/routes/orders';
