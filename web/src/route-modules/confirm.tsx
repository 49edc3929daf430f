export { ConfirmRoute as default } from '@/features/checkout/routes/confirm';
