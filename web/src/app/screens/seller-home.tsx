import { Navigate } from 'react-router';
import { pages } from '@/lib/pages';

/** /seller opens the dashboard. */
export default function SellerHome() {
  return <Navigate to={pages.sellerDashboard()} replace />;
}
