export { ViewFoodRoute as default } from '@/features/seller/routes/view-food';
