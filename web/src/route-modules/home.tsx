export { HomeRoute as default } from '@/app/routes/home';
