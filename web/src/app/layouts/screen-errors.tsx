import { Outlet } from 'react-router';

/** A pathless layer whose error boundary catches its screens' errors inside the layout above it, so its bar stays usable. */
export default function ScreenErrors() {
  return <Outlet />;
}

export { ErrorPage as ErrorBoundary } from '@/components/error-page';
