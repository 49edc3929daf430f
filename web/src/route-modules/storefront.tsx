export { RootLayout as default } from '@/app/layouts/root-layout';
