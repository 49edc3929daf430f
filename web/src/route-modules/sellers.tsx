export { SellersRoute as default } from '@/features/admin/routes/sellers';
