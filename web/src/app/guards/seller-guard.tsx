import { RequireToken } from './require-token';

/** The screens below need a stored seller token; without one the visitor is sent to log in. */
export default function SellerGuard() {
  return <RequireToken role="seller" />;
}

export { ErrorPage as ErrorBoundary } from '@/components/error-page';
