export { AddFoodRoute as default } from '@/features/seller/routes/add-food';
