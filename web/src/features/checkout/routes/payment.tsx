import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CART_CODES } from '@tiffin/shared/api/cart';
import { ORDER_CODES, type PaymentKey, type PaymentOrder } from '@tiffin/shared/api/orders';
import { formatRupees } from '@tiffin/shared/money';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { cartKeys, cartQueryOptions, EMPTY_CART } from '@/lib/cart-query';
import { createOrder, createPayment, paymentKeyQueryOptions, verifyPayment } from '../api/payment';
import { CheckoutPage } from '../components/checkout-page';
import { LocalPaymentWindow } from '../components/local-payment-window';
import { useCheckoutState } from '../hooks/use-checkout-state';
import type { ConfirmNavigationState } from './confirm';
import { PriceLines, pricedFromRupees } from '@/components/price/price-lines';

// Stripe.js and its React bindings load only when the API runs against real Stripe.
const StripePaymentWindow = lazy(() =>
  import('../components/stripe-payment-window').then((m) => ({ default: m.StripePaymentWindow })),
);

export const PAYMENT_FALLBACK = 'Something went wrong during payment.';

/** What the success page is told. */
export interface OrderSuccessState {
  orderId: string;
}

type Next = 'retry' | 'confirm' | 'cart' | 'orders';

type Phase =
  | { step: 'starting' }
  | { step: 'paying' | 'cancelled'; key: PaymentKey; order: PaymentOrder }
  | { step: 'placing'; paymentIntentId: string }
  | { step: 'failed'; message: string; next: Next; paymentIntentId?: string };

function Waiting({ label }: { label: string }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="md">
        <Loader size="lg" color="green" aria-hidden />
        <Text size="lg" role="status">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A checkout the earlier steps completed: an address and the amount the confirm page showed. */
interface ReadyCheckout {
  shippingInfo: ShippingInfo;
  remark: string;
  amount: number;
}

function PaymentStep({ checkout }: { checkout: ReadyCheckout }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ step: 'starting' });
  const cartItems = useRef<{ foodId: string; quantity: number }[]>([]);
  const began = useRef(false);
  const { shippingInfo, amount } = checkout;
  const remark = checkout.remark.trim() || undefined;

  const placeOrder = useCallback(
    async (paymentIntentId: string) => {
      setPhase({ step: 'placing', paymentIntentId });
      try {
        const verified = await verifyPayment(paymentIntentId);
        let { orderId } = verified.order;
        try {
          // The spec's order-create: idempotent, it answers the order verify already made.
          orderId = (
            await createOrder({
              paymentIntentId,
              cartItems: cartItems.current,
              shippingInfo,
              totalAmount: amount,
              remark,
            })
          ).order.orderId;
        } catch {
          // verify placed the order; a failed second word on it changes nothing.
        }
        // The server emptied the cart with the order: the badge says 0 at once.
        queryClient.setQueryData(cartKeys.detail(), EMPTY_CART);
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        void navigate('/ordersuccess', { replace: true, state: { orderId } satisfies OrderSuccessState });
      } catch (error) {
        if (isApiError(error, 409) && error.code === ORDER_CODES.stockRanOut) {
          // Refunded by the server: the cart is as it was, minus what sold out.
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          setPhase({ step: 'failed', message: error.message, next: 'cart' });
        } else {
          // Paid or not, the payment is known to the server; checking again is safe.
          setPhase({
            step: 'failed',
            message: serverMessageOr(error, PAYMENT_FALLBACK),
            next: 'orders',
            paymentIntentId,
          });
        }
      }
    },
    [amount, navigate, queryClient, remark, shippingInfo],
  );

  const start = useCallback(async () => {
    setPhase({ step: 'starting' });
    try {
      const cart = await queryClient.fetchQuery(cartQueryOptions());
      cartItems.current = cart.items.map((line) => ({ foodId: line.foodId._id, quantity: line.quantity }));
      const key = await queryClient.fetchQuery(paymentKeyQueryOptions());
      const order = await createPayment({ amount, shippingInfo, remark });
      setPhase({ step: 'paying', key, order });
    } catch (error) {
      const code = isApiError(error, 409) ? error.code : undefined;
      if (code === ORDER_CODES.amountMismatch) {
        // The server priced it differently (a price or the stock changed): the confirm page prices it again.
        await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        setPhase({
          step: 'failed',
          message: error instanceof Error ? error.message : PAYMENT_FALLBACK,
          next: 'confirm',
        });
      } else if (code === ORDER_CODES.emptyCart || code === CART_CODES.stockLimit || code === CART_CODES.outOfStock) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        setPhase({ step: 'failed', message: serverMessageOr(error, PAYMENT_FALLBACK), next: 'cart' });
      } else if (isApiError(error, 400)) {
        // A different city, or an address the server refuses: fixed on the confirm page.
        setPhase({ step: 'failed', message: serverMessageOr(error, PAYMENT_FALLBACK), next: 'confirm' });
      } else {
        setPhase({ step: 'failed', message: serverMessageOr(error, PAYMENT_FALLBACK), next: 'retry' });
      }
    }
  }, [amount, queryClient, remark, shippingInfo]);

  // Once per visit (React's development double effects included); Stripe's redirect comes back with the intent.
  const returned = params.get('redirect_status') === 'succeeded' ? params.get('payment_intent') : null;
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    void (returned ? placeOrder(returned) : start());
  }, [placeOrder, returned, start]);

  const backToConfirm = (notice?: string) =>
    void navigate('/confirm', { state: notice ? ({ notice } satisfies ConfirmNavigationState) : undefined });

  if (phase.step === 'starting') return <Waiting label="Redirecting to payment..." />;
  if (phase.step === 'placing') return <Waiting label="Placing your order..." />;

  if (phase.step === 'failed') {
    const paidIntent = phase.paymentIntentId;
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title="Payment not completed"
        >
          {phase.message}
        </Alert>
        <Group gap="sm">
          {phase.next === 'retry' && <Button onClick={() => void start()}>Try again</Button>}
          {phase.next === 'orders' && paidIntent && (
            <Button onClick={() => void placeOrder(paidIntent)}>Try again</Button>
          )}
          {phase.next === 'orders' && (
            <Button component={Link} to="/myorder" variant="default">
              My Orders
            </Button>
          )}
          {phase.next === 'confirm' && <Button onClick={() => backToConfirm(phase.message)}>Review your order</Button>}
          {phase.next === 'cart' && (
            <Button component={Link} to="/cart">
              Back to cart
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  const { key, order } = phase;
  const windowProps = {
    opened: phase.step === 'paying',
    order,
    onPaid: (id: string) => void placeOrder(id),
    onCancel: () => setPhase({ step: 'cancelled', key, order }),
  };

  return (
    <Stack gap="md">
      {phase.step === 'cancelled' ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          Payment cancelled. Your order is not placed yet.
        </Alert>
      ) : (
        <Text>Complete the payment of {formatRupees(order.amount)} in the payment window.</Text>
      )}
      <Paper withBorder p="md" component="section" aria-label="Price">
        <PriceLines priced={pricedFromRupees(order.quote)} />
      </Paper>
      <Group gap="sm">
        <Button color="green" onClick={() => setPhase({ step: 'paying', key, order })}>
          Pay {formatRupees(order.amount)}
        </Button>
        <Button variant="default" onClick={() => backToConfirm()}>
          Back to confirm
        </Button>
      </Group>
      {key.mode === 'local' ? (
        <LocalPaymentWindow {...windowProps} apiBase={key.apiBase ?? ''} publishableKey={key.key} />
      ) : (
        <Suspense fallback={<Waiting label="Redirecting to payment..." />}>
          <StripePaymentWindow {...windowProps} publishableKey={key.key} />
        </Suspense>
      )}
    </Stack>
  );
}

/** /payment (spec 2.6 and 4): the spinner, the payment window (opened by itself), then the order. */
export function PaymentRoute() {
  const [checkout] = useCheckoutState();
  // Read once: the checkout is cleared once the order is placed, and that must not move this page.
  const [snapshot] = useState(checkout);
  // Steps skipped (or a new tab): the shipping step sets the address, the confirm step the amount.
  if (!snapshot.shippingInfo) return <Navigate to="/shipping" replace />;
  if (snapshot.amount === null) return <Navigate to="/confirm" replace />;
  return (
    <CheckoutPage step={2} title="Payment">
      <PaymentStep
        checkout={{ shippingInfo: snapshot.shippingInfo, remark: snapshot.remark, amount: snapshot.amount }}
      />
    </CheckoutPage>
  );
}
