export { RestaurantMenuRoute as default } from '@/app/routes/restaurant-menu';
