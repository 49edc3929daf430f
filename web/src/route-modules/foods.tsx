export { FoodsRoute as default } from '@/app/routes/foods';
