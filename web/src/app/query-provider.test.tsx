import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { AppQueryProvider } from './query-provider';

function clientSeenBy(ui: (probe: ReactNode) => ReactElement): QueryClient {
  let seen: QueryClient | undefined;
  function Probe() {
    seen = useQueryClient();
    return null;
  }
  const { unmount } = render(ui(<Probe />));
  unmount();
  return seen!;
}

describe('the query client the layouts give', () => {
  it('is one client for every layout, so the cache outlives a move from the storefront to the seller area', () => {
    const storefront = clientSeenBy((probe) => <AppQueryProvider>{probe}</AppQueryProvider>);
    const seller = clientSeenBy((probe) => <AppQueryProvider>{probe}</AppQueryProvider>);
    expect(storefront).toBe(seller);
  });

  it('gives way to a client given further up (a test rendering the app gives a fresh one)', () => {
    const given = createTestQueryClient();
    const seen = clientSeenBy((probe) => (
      <QueryClientProvider client={given}>
        <AppQueryProvider>{probe}</AppQueryProvider>
      </QueryClientProvider>
    ));
    expect(seen).toBe(given);
  });
});
