import { Outlet } from 'react-router';

/** The admin area: its login in the storefront shell, the rest in the admin layout, one error boundary for both. */
export default function AdminArea() {
  return <Outlet />;
}

export { ErrorPage as ErrorBoundary } from '@/components/error-page';
