export { ShippingRoute as default } from '@/features/checkout/routes/shipping';
