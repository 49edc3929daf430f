import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/session';
import { anOrder, anOrderLine } from '@/test/fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import MyOrdersScreen from './my-orders';

const delivered = anOrder({
  orderId: 'TF-DELIVER1',
  orderStatus: 'Delivered',
  cartItems: [
    anOrderLine({ _id: 'f1', name: 'Masala Dosa', price: 120 }, 2, false),
    anOrderLine({ _id: 'f2', name: 'Filter Coffee', price: 40 }, 1, true),
  ],
  statusHistory: [
    { status: 'Pending', at: '2026-11-20T06:30:00.000Z' },
    { status: 'Preparing', at: '2026-11-20T06:40:00.000Z' },
    { status: 'Delivered', at: '2026-11-20T07:15:00.000Z' },
  ],
});

function renderOrders() {
  setToken('customer', 't0ken');
  return renderWithProviders(<MyOrdersScreen />, { at: '/myorder' });
}

/** A star as the customer clicks it: the label drawn for its radio input. */
function star(dialog: HTMLElement, value: number): HTMLElement {
  const input = within(dialog).getByRole('radio', { name: `${value} stars` });
  return dialog.querySelector<HTMLElement>(`label[for="${input.id}"]`)!;
}

const order = (id: string) => screen.getByRole('article', { name: `Order ${id}` });

afterEach(() => {
  vi.useRealTimers();
});

describe('my orders', () => {
  it('an order shows its id, date, payment status, total, items with quantity and restaurant', async () => {
    mockApi({ '/api/order/getMyOrder': () => ({ items: [anOrder()], nextCursor: null }) });
    renderOrders();

    const card = await screen.findByRole('article', { name: 'Order TF-ABCD1234' });
    expect(within(card).getByRole('heading', { name: 'Order TF-ABCD1234' }).nextElementSibling).toHaveTextContent(
      '20 Nov 2026, 12:00 pm',
    );
    expect(within(card).getByText('Payment: Paid')).toBeInTheDocument();
    expect(within(card).getByTestId('price-Tax (5%)')).toHaveTextContent('₹12');
    expect(within(card).getByTestId('price-Total')).toHaveTextContent('₹252');
    expect(within(card).getByRole('listitem', { name: 'Masala Dosa' })).toHaveTextContent('Qty: 2 x ₹120');
    expect(card).toHaveTextContent('From Udupi Upahar');
  });

  it('each order links to its own page, to follow it', async () => {
    mockApi({ '/api/order/getMyOrder': () => ({ items: [anOrder()], nextCursor: null }) });
    renderOrders();

    const card = await screen.findByRole('article', { name: 'Order TF-ABCD1234' });
    expect(within(card).getByRole('link', { name: 'View order TF-ABCD1234' })).toHaveAttribute(
      'href',
      '/myorder/TF-ABCD1234',
    );
  });

  it('Pending is a warning badge and Delivered green', async () => {
    mockApi({
      '/api/order/getMyOrder': () => ({
        items: [anOrder(), anOrder({ orderId: 'TF-PREPARE1', orderStatus: 'Preparing' }), delivered],
        nextCursor: null,
      }),
    });
    renderOrders();

    await screen.findByRole('article', { name: 'Order TF-ABCD1234' });
    const badge = (id: string) => within(order(id)).getByTestId('order-status');
    expect(badge('TF-ABCD1234')).toHaveTextContent('Pending');
    expect(badge('TF-ABCD1234')).toHaveAttribute('data-color', 'yellow');
    expect(badge('TF-PREPARE1')).toHaveTextContent('Preparing');
    expect(badge('TF-PREPARE1')).toHaveAttribute('data-color', 'green');
    expect(badge('TF-DELIVER1')).toHaveTextContent('Delivered');
    expect(badge('TF-DELIVER1')).toHaveAttribute('data-color', 'green');
  });

  it('the status timeline shows every status with its time', async () => {
    mockApi({ '/api/order/getMyOrder': () => ({ items: [delivered], nextCursor: null }) });
    renderOrders();

    const card = await screen.findByRole('article', { name: 'Order TF-DELIVER1' });
    const timeline = within(card).getByLabelText('Status history');
    expect(timeline).toHaveTextContent('Pending20 Nov 2026, 12:00 pm');
    expect(timeline).toHaveTextContent('Preparing20 Nov 2026, 12:10 pm');
    expect(timeline).toHaveTextContent('Delivered20 Nov 2026, 12:45 pm');
  });

  it('reviews are offered only once an order is Delivered', async () => {
    mockApi({ '/api/order/getMyOrder': () => ({ items: [anOrder(), delivered], nextCursor: null }) });
    renderOrders();

    const pending = await screen.findByRole('article', { name: 'Order TF-ABCD1234' });
    expect(within(pending).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    const done = order('TF-DELIVER1');
    expect(within(done).getByRole('button', { name: 'Review Masala Dosa' })).toBeEnabled();
    expect(within(done).getByRole('button', { name: 'Reviewed Filter Coffee' })).toBeDisabled();
    expect(within(done).getByRole('button', { name: 'Review Restaurant' })).toBeEnabled();
  });

  it('a delivered order offers Review and then shows Reviewed', async () => {
    let reviewed = false;
    const fetchMock = mockApi({
      '/api/order/getMyOrder': () => ({
        items: [
          reviewed
            ? { ...delivered, cartItems: delivered.cartItems.map((line) => ({ ...line, reviewed: true })) }
            : delivered,
        ],
        nextCursor: null,
      }),
      '/api/reviews/submit': () => {
        reviewed = true;
        return { message: 'Review submitted!' };
      },
    });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Review Masala Dosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Masala Dosa' });
    await user.click(star(dialog, 4));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '  Crisp and hot  ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(order('TF-DELIVER1')).getByRole('button', { name: 'Reviewed Masala Dosa' })).toBeDisabled();
    expect(callsTo(fetchMock, '/api/reviews/submit')).toEqual([
      {
        method: 'POST',
        body: { orderId: 'TF-DELIVER1', type: 'food', foodId: 'f1', rating: 4, comment: 'Crisp and hot' },
      },
    ]);
  });

  it('the restaurant review then reads Restaurant Reviewed', async () => {
    let restaurantReviewed = false;
    const fetchMock = mockApi({
      '/api/order/getMyOrder': () => ({ items: [{ ...delivered, restaurantReviewed }], nextCursor: null }),
      '/api/reviews/submit': () => {
        restaurantReviewed = true;
        return { message: 'Review submitted!' };
      },
    });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Review Restaurant' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Udupi Upahar' });
    await user.click(star(dialog, 5));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Friendly staff');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await within(order('TF-DELIVER1')).findByRole('button', { name: 'Restaurant Reviewed' })).toBeDisabled();
    expect(callsTo(fetchMock, '/api/reviews/submit')[0]!.body).toEqual({
      orderId: 'TF-DELIVER1',
      type: 'restaurant',
      restaurantId: 'r1',
      rating: 5,
      comment: 'Friendly staff',
    });
  });

  it('a review without a rating or a comment says Please provide rating and comment.', async () => {
    const fetchMock = mockApi({ '/api/order/getMyOrder': () => ({ items: [delivered], nextCursor: null }) });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Review Masala Dosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Masala Dosa' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Nice');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide rating and comment.');

    await user.click(star(dialog, 3));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Comment' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide rating and comment.');
    expect(callsTo(fetchMock, '/api/reviews/submit')).toHaveLength(0);
  });

  it('a failed review says the server message, or Failed to submit review.', async () => {
    let answer = () => reply(409, { message: 'You have already reviewed this.', code: 'ALREADY_REVIEWED' });
    mockApi({
      '/api/order/getMyOrder': () => ({ items: [delivered], nextCursor: null }),
      '/api/reviews/submit': () => answer(),
    });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Review Masala Dosa' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Masala Dosa' });
    await user.click(star(dialog, 4));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Good');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reviewed this.');

    answer = () => new Response('bad gateway', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to submit review.'));
  });

  it('My Orders refreshes by itself every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = mockApi({ '/api/order/getMyOrder': () => ({ items: [anOrder()], nextCursor: null }) });
    renderOrders();

    await screen.findByRole('article', { name: 'Order TF-ABCD1234' });
    expect(callsTo(fetchMock, '/api/order/getMyOrder')).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    await waitFor(() => expect(callsTo(fetchMock, '/api/order/getMyOrder')).toHaveLength(2));
  });

  it('Load more fetches the next page of orders', async () => {
    const fetchMock = mockApi({
      '/api/order/getMyOrder': (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? { items: [anOrder({ orderId: 'TF-OLDER001' })], nextCursor: null }
          : { items: [anOrder()], nextCursor: 'c2' },
    });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Load more orders' }));

    expect(await screen.findByRole('article', { name: 'Order TF-OLDER001' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order TF-ABCD1234' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
    expect(urls.map((url) => url.searchParams.get('limit'))).toEqual(['10', '10']);
  });

  it('a customer without orders is invited to browse', async () => {
    mockApi({ '/api/order/getMyOrder': () => ({ items: [], nextCursor: null }) });
    renderOrders();

    expect(await screen.findByText('You have not ordered anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse dishes' })).toHaveAttribute('href', '/');
  });

  it('a customer cancels a Pending order, and it shows Cancelled and refunded without a reload', async () => {
    const cancelled = anOrder({
      orderStatus: 'Cancelled',
      paymentStatus: 'Refunded',
      cancellation: { by: 'customer', reason: '', at: '2026-11-20T06:35:00.000Z' },
      statusHistory: [
        { status: 'Pending', at: '2026-11-20T06:30:00.000Z' },
        { status: 'Cancelled', at: '2026-11-20T06:35:00.000Z' },
      ],
    });
    const fetchMock = mockApi({
      '/api/order/getMyOrder': () => ({ items: [anOrder()], nextCursor: null }),
      '/api/order/cancel/TF-ABCD1234': () => ({
        message: 'Your order is cancelled. Your payment has been refunded.',
        order: cancelled,
      }),
    });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order TF-ABCD1234?' });
    expect(dialog).toHaveTextContent('Your payment of ₹252 will be refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Your order is cancelled. Your payment has been refunded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = order('TF-ABCD1234');
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(within(card).getByTestId('order-status')).toHaveAttribute('data-color', 'red');
    expect(within(card).getByTestId('order-ended')).toHaveTextContent(
      'You cancelled this order. The payment was refunded.',
    );
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/order/cancel/TF-ABCD1234')).toEqual([{ method: 'POST', body: {} }]);
  });

  it('only a Pending order can be cancelled; a rejected one says why', async () => {
    mockApi({
      '/api/order/getMyOrder': () => ({
        items: [
          anOrder({ orderId: 'TF-PREPARE1', orderStatus: 'Preparing' }),
          anOrder({
            orderId: 'TF-REJECT01',
            orderStatus: 'Rejected',
            paymentStatus: 'Refunded',
            cancellation: { by: 'restaurant', reason: 'Kitchen closed early', at: '2026-11-20T06:35:00.000Z' },
          }),
        ],
        nextCursor: null,
      }),
    });
    renderOrders();

    await screen.findByRole('article', { name: 'Order TF-PREPARE1' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(order('TF-REJECT01')).getByTestId('order-ended')).toHaveTextContent(
      'Udupi Upahar could not take this order: Kitchen closed early The payment was refunded.',
    );
  });

  it('a cancel the server refuses (already Preparing) says so in the dialog', async () => {
    mockApi({
      '/api/order/getMyOrder': () => ({ items: [anOrder()], nextCursor: null }),
      '/api/order/cancel/TF-ABCD1234': () =>
        reply(409, { message: 'This order is already Preparing, so it can no longer be cancelled.' }),
    });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order TF-ABCD1234?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await within(dialog).findByText('This order is already Preparing, so it can no longer be cancelled.'),
    ).toBeInTheDocument();
  });

  it('Order again asks before replacing a cart of other dishes, then lists what changed since the order', async () => {
    const fetchMock = mockApi({
      '/api/order/getMyOrder': () => ({ items: [delivered], nextCursor: null }),
      '/api/order/reorder/TF-DELIVER1': (_url, init) =>
        JSON.parse(String(init!.body)).replace
          ? {
              message: 'What is still available is in your cart. Since you ordered:',
              changes: ['Masala Dosa now costs ₹130 (was ₹120).', 'Filter Coffee is sold out.'],
              cart: { items: [], restaurant: null, count: 2, summary: {} },
            }
          : reply(409, {
              message: 'Your cart has other dishes. Replace them with this order?',
              code: 'CART_NOT_EMPTY',
            }),
    });
    const { user } = renderOrders();

    await user.click(await screen.findByRole('button', { name: /^Order again/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your cart?' });
    expect(dialog).toHaveTextContent('Your cart has other dishes. Replace them with this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Replace cart' }));

    expect(await screen.findByText('What is still available is in your cart. Since you ordered:')).toBeInTheDocument();
    expect(screen.getByText('Masala Dosa now costs ₹130 (was ₹120).')).toBeInTheDocument();
    expect(screen.getByText('Filter Coffee is sold out.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/order/reorder/TF-DELIVER1')).toEqual([
      { method: 'POST', body: {} },
      { method: 'POST', body: { replace: true } },
    ]);
  });
});
