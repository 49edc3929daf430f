export { RestaurantsRoute as default } from '@/features/admin/routes/restaurants';
