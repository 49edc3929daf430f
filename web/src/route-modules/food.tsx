export { FoodDetailRoute as default } from '@/app/routes/food-detail';
