import { act, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@tiffin/shared/api/orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/session';
import { anOrder, anOrderLine } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderAppAt } from '@/test/render-app';
import { aSellerProfile, aSellerStats } from '@/test/seller-fixtures';
import { ALERT_REPEAT_MS } from './new-order-alert';

const LAZY = { timeout: 5_000 };

const dosa = anOrder({ orderId: 'TF-DOSA0001', _id: 'TF-DOSA0001', remark: 'Extra chutney' });
const thali = anOrder({
  orderId: 'TF-THAL0002',
  _id: 'TF-THAL0002',
  createdAt: '2026-11-20T06:40:00.000Z',
  cartItems: [anOrderLine({ _id: 'f2', name: 'South Thali', price: 180 }, 1)],
});

/** The seller API with the server's waiting orders: an accepted or rejected order leaves them, as on the server. */
function sellerApiWaiting(initial: Order[]) {
  let waiting = [...initial];
  const answer = (orderId: string, orderStatus: Order['orderStatus']) => {
    const order = waiting.find((candidate) => candidate.orderId === orderId)!;
    waiting = waiting.filter((candidate) => candidate.orderId !== orderId);
    return { message: `Order status updated to ${orderStatus}`, order: { ...order, orderStatus } };
  };
  const fetchMock = mockApi({
    '/seller/profile': () => aSellerProfile(),
    '/seller/dashboard/stats': () => aSellerStats({ waitingOrders: waiting.length }),
    '/seller/orders': (url) => ({
      items: url.searchParams.get('waiting') === 'true' ? waiting : [...initial],
      nextCursor: null,
    }),
    [`/seller/orders/${dosa.orderId}/status`]: () => answer(dosa.orderId, 'Preparing'),
    [`/seller/orders/${dosa.orderId}/reject`]: () => answer(dosa.orderId, 'Rejected'),
  });
  return fetchMock;
}

const alertRegion = (name: RegExp | string) => screen.findByRole('region', { name }, LAZY);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the new-order alert', { timeout: 30_000 }, () => {
  it('a waiting order raises an alert with its lines, and the tab title counts the orders waiting', async () => {
    sellerApiWaiting([dosa, thali]);
    setToken('seller', 'seller-token');
    renderAppAt('/seller/dashboard');

    const alert = await alertRegion('2 new orders waiting');
    // The oldest first: its id, lines and remark, and the two answers.
    expect(alert).toHaveTextContent('Order TF-DOSA0001');
    expect(within(alert).getByRole('list', { name: 'Items of order TF-DOSA0001' })).toHaveTextContent(
      'Masala Dosa × 2',
    );
    expect(alert).toHaveTextContent('Remark: Extra chutney');
    expect(alert).toHaveTextContent('1 more waiting after this one.');
    expect(within(alert).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Reject' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('(2) Dashboard · Tiffin Seller'));
    const menu = screen.getByRole('navigation', { name: 'Seller menu' });
    // jsdom's accessible names drop the spaces a browser keeps between the label, the count and its words.
    expect(within(menu).getByRole('link', { name: /^View Orders ?2 ?orders waiting$/ })).toBeInTheDocument();
  });

  it('the alert stays however long nobody acts, and ends only when the order is accepted (to Preparing)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = sellerApiWaiting([dosa]);
    setToken('seller', 'seller-token');
    const { user } = renderAppAt('/seller/orders');

    await alertRegion('New order waiting');
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    const alert = screen.getByRole('region', { name: 'New order waiting' });
    expect(document.title).toBe('(1) View Orders · Tiffin Seller');

    await user.click(within(alert).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /waiting/ })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `/seller/orders/${dosa.orderId}/status`)).toEqual([
      { method: 'PUT', body: { status: 'Preparing' } },
    ]);
    await waitFor(() => expect(document.title).toBe('View Orders · Tiffin Seller'));
  });

  it('Reject asks why, sends the reason through the reject route and ends the alert', async () => {
    const fetchMock = sellerApiWaiting([dosa]);
    setToken('seller', 'seller-token');
    const { user } = renderAppAt('/seller/profile');

    const alert = await alertRegion('New order waiting');
    await user.click(within(alert).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order TF-DOSA0001?' });
    // Closing the dialog without a reason leaves the order waiting.
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'New order waiting' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reject' }));
    const again = await screen.findByRole('dialog', { name: 'Reject order TF-DOSA0001?' });
    await user.type(within(again).getByRole('textbox', { name: /Reason/ }), 'Out of rice tonight');
    await user.click(within(again).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /waiting/ })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `/seller/orders/${dosa.orderId}/reject`)).toEqual([
      { method: 'PUT', body: { reason: 'Out of rice tonight' } },
    ]);
  });

  it('the chime sounds at once and again every few seconds while an order waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let tones = 0;
    class CountingAudioContext {
      currentTime = 0;
      destination = {};
      createGain() {
        return { connect() {}, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } };
      }
      createOscillator() {
        tones++;
        return { type: '', frequency: { value: 0 }, connect() {}, start() {}, stop() {}, onended: null };
      }
      close() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', CountingAudioContext);
    sellerApiWaiting([dosa]);
    setToken('seller', 'seller-token');
    renderAppAt('/seller/dashboard');

    await alertRegion('New order waiting');
    // Each chime is two tones.
    await waitFor(() => expect(tones).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(ALERT_REPEAT_MS * 3));
    expect(tones).toBe(8);
  });

  it('without any waiting order there is no alert, no count and no sound, and no audio is no error', async () => {
    sellerApiWaiting([]);
    setToken('seller', 'seller-token');
    renderAppAt('/seller/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /waiting/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Tiffin Seller');
    expect(window.AudioContext).toBeUndefined();
  });
});
