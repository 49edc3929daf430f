import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PROTOCOL } from '@tiffin/shared/api/live';
import type { LiveEvent } from './live-updates';

vi.mock('./config', () => ({ config: { apiUrl: 'http://api.test', socketUrl: 'ws://live.test' } }));
// The web tests share a worker's modules (vitest.config.ts): load the module afresh, so it reads the mocked config.
vi.resetModules();
const { clearToken, setToken } = await import('./session');
const { PAUSED_REFRESH_MS, refreshWhile, useLiveUpdates } = await import('./live-updates');

/** A browser WebSocket the test opens, feeds and drops. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}
const latest = () => FakeSocket.made.at(-1)!;
/** A token of its own per test: a socket is shared per role and token, and may outlive a test by a second. */
let n = 0;
const signIn = () => {
  const token = `header.payload${++n}.signature`;
  setToken('customer', token);
  return token;
};

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  clearToken('customer');
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const update = { type: 'order', change: 'changed', orderId: 'TF-1', orderStatus: 'Preparing', paymentStatus: 'Paid' };

describe('live order updates in the browser', () => {
  it('signed out, no socket is opened and the screens poll as before', () => {
    const { result } = renderHook(() => useLiveUpdates('customer'));
    expect(result.current).toBe('off');
    expect(FakeSocket.made).toHaveLength(0);
    expect(refreshWhile('off', 30_000)).toBe(30_000);
  });

  it("the customer's token is offered as the second subprotocol, never in the URL; live once open, no polling", () => {
    const token = signIn();
    const { result } = renderHook(() => useLiveUpdates('customer'));
    expect(latest().url).toBe('ws://live.test');
    expect(latest().protocols).toEqual([LIVE_PROTOCOL, token]);
    act(() => latest().onopen?.());
    expect(result.current).toBe('live');
    expect(refreshWhile('live', 30_000)).toBe(false);
  });

  it('an order update reaches the screen; anything else on the socket is ignored', () => {
    signIn();
    const heard: LiveEvent[] = [];
    renderHook(() => useLiveUpdates('customer', (event) => heard.push(event)));
    act(() => latest().onopen?.());
    act(() => latest().onmessage?.({ data: JSON.stringify(update) }));
    act(() => latest().onmessage?.({ data: '{"type":"other"}' }));
    act(() => latest().onmessage?.({ data: 'not json' }));
    expect(heard).toEqual([update]);
  });

  it('a dropped socket pauses (polling every 15 s), reconnects by itself and asks the screen to catch up', () => {
    signIn();
    const heard: LiveEvent[] = [];
    const { result } = renderHook(() => useLiveUpdates('customer', (event) => heard.push(event)));
    act(() => latest().onopen?.());
    act(() => latest().close());
    expect(result.current).toBe('paused');
    expect(refreshWhile('paused', 30_000)).toBe(PAUSED_REFRESH_MS);
    expect(FakeSocket.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(FakeSocket.made).toHaveLength(2);
    act(() => latest().onopen?.());
    expect(result.current).toBe('live');
    expect(heard).toEqual(['resync']);
  });

  it('two screens of one role share one socket', () => {
    signIn();
    renderHook(() => {
      useLiveUpdates('customer');
      useLiveUpdates('customer');
    });
    expect(FakeSocket.made).toHaveLength(1);
  });
});
