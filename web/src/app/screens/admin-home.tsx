import { Navigate } from 'react-router';
import { pages } from '@/lib/pages';

/** /admin opens the dashboard. */
export default function AdminHome() {
  return <Navigate to={pages.adminDashboard()} replace />;
}
