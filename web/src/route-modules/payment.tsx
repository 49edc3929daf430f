export { PaymentRoute as default } from '@/features/checkout/routes/payment';
