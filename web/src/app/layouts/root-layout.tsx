import { Box, Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { PublicNavbar } from '@/components/layout/public-navbar';
import { SkipLink } from '@/components/layout/skip-link';

/** The storefront shell: navbar, the screen, footer. Seller and admin layouts come with their issues. */
export function RootLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink target="main-content" />
      <PublicNavbar />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
