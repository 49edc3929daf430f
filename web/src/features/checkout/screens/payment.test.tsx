import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cartKeys } from '@/lib/cart-query';
import { setToken } from '@/lib/session';
import { aCart, aCartLine, aShippingInfo } from '@/test/fixtures';
import { LocationProbe, probedState } from '@/test/location-probe';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CHECKOUT_KEY } from '../hooks/use-checkout-state';
import OrderSuccessScreen from './order-success';
import PaymentScreen from './payment';

const INTENT = 'pi_test123456';
const CONFIRM_PATH = `/v1/payment_intents/${INTENT}/confirm`;
const paymentOrder = {
  id: INTENT,
  clientSecret: `${INTENT}_secret_abc`,
  amount: 240,
  currency: 'INR',
  quote: { subtotal: 240, tax: 12, cartTotal: 252, deliveryFee: 0, discount: 0, payable: 252, distanceKm: 1.2 },
};
const placed = { message: 'Order placed successfully', order: { orderId: 'TF-7K3M9Q2P' } };

/** The local Stripe-compatible server: 4242... pays, anything else is declined. */
function localStripe(_url: URL, init?: RequestInit) {
  const card = new URLSearchParams(String(init?.body)).get('payment_method_data[card][number]');
  return card === '4242424242424242'
    ? { id: INTENT, status: 'succeeded' }
    : reply(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
}

function paymentApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/cart/get/user': () => aCart([aCartLine({}, 2)]),
    '/api/payment/get-key': () => ({ key: 'pk_test_tiffin_local', mode: 'local', apiBase: 'http://localhost:12111' }),
    '/api/payment/create-order': () => reply(201, paymentOrder),
    '/api/payment/verify': () => placed,
    '/api/order/create': () => placed,
    [CONFIRM_PATH]: localStripe,
    ...overrides,
  });
}

function renderPayment({ amount = 240 }: { amount?: number | null } = {}) {
  setToken('customer', 't0ken');
  window.sessionStorage.setItem(
    CHECKOUT_KEY,
    JSON.stringify({ shippingInfo: aShippingInfo(), remark: 'No onion', amount, owner: 't0ken' }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/payment" element={<PaymentScreen />} />
      <Route path="/ordersuccess" element={<OrderSuccessScreen />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { at: '/payment' },
  );
}

async function payWith(user: ReturnType<typeof renderPayment>['user'], card: string) {
  const window = await screen.findByRole('dialog', { name: 'Tiffin secure payment' });
  await user.type(within(window).getByRole('textbox', { name: 'Card number' }), card);
  await user.type(within(window).getByRole('textbox', { name: 'Expiry' }), '1234');
  await user.type(within(window).getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(within(window).getByRole('button', { name: 'Pay ₹240' }));
  return window;
}

describe('payment', () => {
  it('the payment step says Redirecting to payment... and then opens the payment window by itself', async () => {
    const fetchMock = paymentApi();
    renderPayment();

    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to payment...');
    const window = await screen.findByRole('dialog', { name: 'Tiffin secure payment' });
    expect(within(window).getByTestId('payment-amount')).toHaveTextContent('₹240 INR');
    expect(within(window).getByText(/4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payment/create-order')).toEqual([
      { method: 'POST', body: { amount: 240, shippingInfo: aShippingInfo(), remark: 'No onion' } },
    ]);
  });

  it('a paid test card verifies, creates the order, sets the cart count to 0 and shows the order id', async () => {
    const fetchMock = paymentApi();
    const { user, queryClient } = renderPayment();

    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByRole('heading', { name: 'PAYMENT SUCCESSFULL !' })).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('TF-7K3M9Q2P');
    expect(queryClient.getQueryData(cartKeys.detail())).toMatchObject({ count: 0, items: [] });
    expect(callsTo(fetchMock, '/api/payment/verify')).toEqual([{ method: 'POST', body: { paymentIntentId: INTENT } }]);
    expect(callsTo(fetchMock, '/api/order/create')).toEqual([
      {
        method: 'POST',
        body: {
          paymentIntentId: INTENT,
          cartItems: [{ foodId: 'f1', quantity: 2 }],
          shippingInfo: aShippingInfo(),
          totalAmount: 240,
          remark: 'No onion',
        },
      },
    ]);
    const confirm = fetchMock.mock.calls.find(([input]) => String(input).endsWith(CONFIRM_PATH))!;
    expect(String(confirm[0])).toBe(`http://localhost:12111${CONFIRM_PATH}`);
    expect(new Headers(confirm[1]!.headers).get('Authorization')).toBe('Bearer pk_test_tiffin_local');
    expect(new URLSearchParams(String(confirm[1]!.body)).get('client_secret')).toBe(`${INTENT}_secret_abc`);
    // The checkout is done with.
    await waitFor(() => expect(window.sessionStorage.getItem(CHECKOUT_KEY)).toBeNull());
  });

  it('a declined test card shows the decline and no order', async () => {
    const fetchMock = paymentApi();
    const { user } = renderPayment();

    const window = await payWith(user, '4000 0000 0000 0002');

    expect(await within(window).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(callsTo(fetchMock, '/api/payment/verify')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/order/create')).toHaveLength(0);
    expect(screen.queryByText('PAYMENT SUCCESSFULL !')).not.toBeInTheDocument();
  });

  it('the card form asks for the expiry and the CVC', async () => {
    paymentApi();
    const { user } = renderPayment();

    const window = await screen.findByRole('dialog', { name: 'Tiffin secure payment' });
    await user.click(within(window).getByRole('button', { name: 'Pay ₹240' }));

    expect(within(window).getByText('Enter the card number')).toBeInTheDocument();
    expect(within(window).getByText('Enter the expiry as MM/YY')).toBeInTheDocument();
    expect(within(window).getByText('Enter the 3 or 4 digit CVC')).toBeInTheDocument();
  });

  it('cancelling the window leaves the order unplaced and the payment can be opened again', async () => {
    paymentApi();
    const { user } = renderPayment();

    const window = await screen.findByRole('dialog', { name: 'Tiffin secure payment' });
    await user.click(within(window).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Payment cancelled. Your order is not placed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹240' }));
    expect(await screen.findByRole('dialog', { name: 'Tiffin secure payment' })).toBeInTheDocument();
  });

  it('an amount the server prices differently shows its message and sends back to confirm to re-price', async () => {
    const changed = 'The price of your order changed. Please review it again before paying.';
    paymentApi({ '/api/payment/create-order': () => reply(409, { message: changed, code: 'AMOUNT_MISMATCH' }) });
    const { user } = renderPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    await user.click(screen.getByRole('button', { name: 'Review your order' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/confirm');
    expect(probedState(screen.getByTestId('location-state'))).toEqual({ notice: changed });
  });

  it('a dish that sold out during the payment shows the refund message', async () => {
    const soldOut = 'Sorry! A dish in your order sold out while you were paying. Your payment has been refunded.';
    paymentApi({ '/api/payment/verify': () => reply(409, { message: soldOut, code: 'STOCK_RAN_OUT' }) });
    const { user } = renderPayment();

    await payWith(user, '4242 4242 4242 4242');

    expect(await screen.findByText(soldOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('PAYMENT SUCCESSFULL !')).not.toBeInTheDocument();
  });

  it('a checkout left open past its 15 minutes says it expired, and Check out again starts a new one', async () => {
    const expired =
      'This checkout has expired: prices and opening hours are held for 15 minutes. Please check out again.';
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = paymentApi({
        '/api/payment/verify': () => reply(409, { message: expired, code: 'CHECKOUT_EXPIRED' }),
      });
      const { user } = renderPayment();
      await screen.findByRole('dialog', { name: 'Tiffin secure payment' });
      expect(callsTo(fetchMock, '/api/payment/verify')).toHaveLength(0);

      await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));

      expect(await screen.findByRole('alert')).toHaveTextContent(expired);
      expect(callsTo(fetchMock, '/api/payment/verify')).toEqual([
        { method: 'POST', body: { paymentIntentId: INTENT } },
      ]);
      await user.click(screen.getByRole('button', { name: 'Check out again' }));
      await screen.findByRole('dialog', { name: 'Tiffin secure payment' });
      expect(callsTo(fetchMock, '/api/payment/create-order')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a different city refused by the server shows its message', async () => {
    const city = 'Delivery not available to a different city from the restaurant.';
    paymentApi({ '/api/payment/create-order': () => reply(400, { message: city }) });
    renderPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent(city);
  });

  it('a failure without a server message says Something went wrong during payment.', async () => {
    paymentApi({ '/api/payment/create-order': () => new Response('bad gateway', { status: 502 }) });
    const { user } = renderPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong during payment.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong during payment.');
  });

  it('without an amount from the confirm page the payment step sends back to /confirm', async () => {
    const fetchMock = paymentApi();
    renderPayment({ amount: null });

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirm'));
    expect(callsTo(fetchMock, '/api/payment/create-order')).toHaveLength(0);
  });
});
