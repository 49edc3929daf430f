export { EditFoodRoute as default } from '@/features/seller/routes/edit-food';
