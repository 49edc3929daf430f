export { AdminLayout as default } from '@/app/layouts/admin-layout';
