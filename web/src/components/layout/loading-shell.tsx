import { Box } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { NavbarBar } from './navbar-bar';

/**
 * What the storefront shows while its first screen's code loads: the bare bar (as index.html's static shell draws
 * it, so React's first paint keeps the bar in place instead of swapping it for a bare spinner) and a loader.
 */
export function LoadingShell() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavbarBar />
      <Box component="main" style={{ flex: 1 }}>
        <PageLoader />
      </Box>
    </Box>
  );
}
