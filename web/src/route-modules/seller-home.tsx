import { Navigate } from 'react-router';

export default function SellerHome() {
  return <Navigate to="/seller/dashboard" replace />;
}
