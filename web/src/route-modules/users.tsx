export { UsersRoute as default } from '@/features/admin/routes/users';
