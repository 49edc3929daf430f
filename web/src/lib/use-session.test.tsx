import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { getToken, setToken, type SessionRole } from './session';
import { useLogout } from './use-session';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

const LOGOUT_PATHS: Record<SessionRole, string> = {
  customer: '/api/users/logout',
  seller: '/seller/logout',
  admin: '/admin/logout',
};

describe('logout', () => {
  it.each(Object.entries(LOGOUT_PATHS) as [SessionRole, string][])(
    '%s: logging out asks the server to end every session of that token, and the tab forgets it at once',
    (role, path) => {
      const fetchMock = mockApi({ [path]: () => ({ message: 'Logged out' }) });
      setToken(role, `token-of-${role}`);
      const { result } = renderHook(() => useLogout(role), { wrapper });
      act(() => result.current());
      expect(getToken(role)).toBeNull();
      expect(callsTo(fetchMock, path)).toEqual([{ method: 'POST', body: undefined }]);
      const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path))!;
      expect((init!.headers as Record<string, string>).Authorization).toBe(`Bearer token-of-${role}`);
    },
  );

  it('a logout the server cannot take still signs the tab out', async () => {
    mockApi({ '/api/users/logout': () => reply(503, { message: 'Service Unavailable' }) });
    setToken('customer', 'token-of-customer');
    const { result } = renderHook(() => useLogout('customer'), { wrapper });
    act(() => result.current());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(getToken('customer')).toBeNull();
  });
});
