import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { NavbarBar } from '@/components/layout/navbar-bar';
import { PublicNavbar } from '@/components/layout/public-navbar';
import { SkipLink } from '@/components/layout/skip-link';
import { useToken } from '@/lib/session';
import { useSessionExpiryRedirect } from '@/lib/use-session';
import { AppQueryProvider } from '../query-provider';

const CustomerBar = lazy(() => import('./customer-bar').then((m) => ({ default: m.CustomerBar })));
const CartBar = lazy(() => import('./customer-bar').then((m) => ({ default: m.CartBar })));

/** The storefront shell: navbar, the screen, footer. Seller and admin layouts come with their issues. */
export default function RootLayout() {
  return (
    <AppQueryProvider>
      <StorefrontShell />
    </AppQueryProvider>
  );
}

function StorefrontShell() {
  const customerToken = useToken('customer');
  useSessionExpiryRedirect();

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink target="main-content" />
      {customerToken ? (
        // The bare bar holds the place while the signed-in bar loads, so nothing jumps.
        <Suspense fallback={<NavbarBar />}>
          <CustomerBar />
        </Suspense>
      ) : (
        <PublicNavbar />
      )}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </Box>
      <Footer />
      {customerToken && (
        <Suspense fallback={null}>
          <CartBar />
        </Suspense>
      )}
      <ScrollRestoration />
    </Box>
  );
}
