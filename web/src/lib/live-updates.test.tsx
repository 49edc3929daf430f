import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PROTOCOL } from '@tiffin/shared/api/live';
import type { LiveEvent } from './live-updates';

vi.mock('./config', () => ({ config: { apiUrl: 'http://api.test', socketUrl: 'ws://live.test' } }));
// The web tests share a worker's modules (vitest.config.ts): load the module afresh, so it reads the mocked config.
vi.resetModules();
const { clearToken, setToken } = await import('./session');
const { PAUSED_REFRESH_MS, RECONNECT_CAP_MS, refreshWhile, useLiveUpdates } = await import('./live-updates');

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
  vi.restoreAllMocks();
});

/** A stand-in for Math.random that answers the given draws in turn, over and over. */
function draws(...values: number[]) {
  let next = 0;
  return () => values[next++ % values.length]!;
}

/** Drops the newest socket and answers how long until the next one is opened. */
function dropAndTimeReconnect(): number {
  const sockets = FakeSocket.made.length;
  act(() => latest().close());
  const droppedAt = Date.now();
  for (let timers = 0; timers < 5 && FakeSocket.made.length === sockets; timers++) {
    act(() => vi.advanceTimersToNextTimer());
  }
  expect(FakeSocket.made).toHaveLength(sockets + 1);
  return Date.now() - droppedAt;
}

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

  it('after an outage, two tabs do not reconnect at the same moment', async () => {
    vi.spyOn(Math, 'random').mockImplementation(draws(0.23, 0.71));
    signIn();
    // A second tab: a module instance of its own, with its own socket.
    vi.resetModules();
    const otherTab = await import('./live-updates');
    renderHook(() => useLiveUpdates('customer'));
    renderHook(() => otherTab.useLiveUpdates('customer'));
    expect(FakeSocket.made).toHaveLength(2);
    const [first, second] = FakeSocket.made;
    act(() => {
      first!.onopen?.();
      second!.onopen?.();
    });

    // The server goes away: both sockets drop at the same instant.
    const outageAt = Date.now();
    act(() => {
      first!.close();
      second!.close();
    });
    const reconnects: number[] = [];
    for (let timers = 0; timers < 10 && FakeSocket.made.length < 4; timers++) {
      act(() => vi.advanceTimersToNextTimer());
      while (FakeSocket.made.length > 2 + reconnects.length) reconnects.push(Date.now() - outageAt);
    }
    expect(reconnects).toHaveLength(2);
    expect(reconnects[0]).not.toBe(reconnects[1]);
    for (const delay of reconnects) expect(delay).toBeLessThan(1_000);
  });

  it('delays grow and stay under the cap', () => {
    // The largest draw: each delay is its attempt's whole ceiling.
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    signIn();
    renderHook(() => useLiveUpdates('customer'));
    const delays = Array.from({ length: 9 }, () => dropAndTimeReconnect());
    expect(delays).toEqual([999, 1_999, 3_999, 7_999, 15_999, 29_999, 29_999, 29_999, 29_999]);
    expect(RECONNECT_CAP_MS).toBe(30_000);

    // Any draw stays under its attempt's ceiling.
    vi.spyOn(Math, 'random').mockImplementation(draws(0, 0.37, 0.5, 0.88, 0.999_999));
    for (const delay of Array.from({ length: 20 }, () => dropAndTimeReconnect())) {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(RECONNECT_CAP_MS);
    }
  });

  it('a healthy connection resets the backoff; one that drops at once does not', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    signIn();
    renderHook(() => useLiveUpdates('customer'));
    expect([dropAndTimeReconnect(), dropAndTimeReconnect(), dropAndTimeReconnect()]).toEqual([999, 1_999, 3_999]);

    // Open, and dropped a moment later: still backing off.
    act(() => latest().onopen?.());
    act(() => vi.advanceTimersByTime(1_000));
    expect(dropAndTimeReconnect()).toBe(7_999);

    // Open and staying open: the next outage starts again from the first delay.
    act(() => latest().onopen?.());
    act(() => vi.advanceTimersByTime(60_000));
    expect(dropAndTimeReconnect()).toBe(999);
  });
});
