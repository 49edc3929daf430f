import { CHECKOUT_HOLD_MINUTES } from '@tiffin/shared/api/orders';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CheckoutPage } from '../components/checkout-page';
import { PaymentFailed } from '../components/payment-failed';
import { PaymentReady } from '../components/payment-ready';
import { Waiting } from '../components/waiting';
import { useCheckoutState } from '../hooks/use-checkout-state';
import { usePaymentFlow, type ReadyCheckout } from '../hooks/use-payment-flow';
import type { ConfirmNavigationState } from './confirm';
import { pages } from '@/lib/pages';

export { PAYMENT_FALLBACK, type OrderSuccessState } from '../hooks/use-payment-flow';

function PaymentStep({ checkout }: { checkout: ReadyCheckout }) {
  const navigate = useNavigate();
  const { phase, setPhase, start, placeOrder } = usePaymentFlow(checkout);
  const backToConfirm = (notice?: string) =>
    void navigate(pages.confirm(), { state: notice ? ({ notice } satisfies ConfirmNavigationState) : undefined });
  // The server holds a checkout's price for CHECKOUT_HOLD_MINUTES; when they run out, asking it about the payment
  // cancels the unpaid intent and answers CHECKOUT_EXPIRED, so the page says so and offers a new checkout.
  const openIntent = phase.step === 'paying' || phase.step === 'cancelled' ? phase.order.id : undefined;
  useEffect(() => {
    if (!openIntent) return;
    const timer = setTimeout(() => void placeOrder(openIntent), CHECKOUT_HOLD_MINUTES * 60_000);
    return () => clearTimeout(timer);
  }, [openIntent, placeOrder]);

  if (phase.step === 'starting') return <Waiting label="Redirecting to payment..." />;
  if (phase.step === 'placing') return <Waiting label="Placing your order..." />;
  if (phase.step === 'failed') {
    return (
      <PaymentFailed
        phase={phase}
        onRetry={() => void start()}
        onPlaceOrder={(id) => void placeOrder(id)}
        onBackToConfirm={backToConfirm}
      />
    );
  }
  const { key, order } = phase;
  return (
    <PaymentReady
      paymentKey={key}
      order={order}
      cancelled={phase.step === 'cancelled'}
      onOpen={() => setPhase({ step: 'paying', key, order })}
      onBack={() => backToConfirm()}
      onPaid={(id) => void placeOrder(id)}
      onCancel={() => setPhase({ step: 'cancelled', key, order })}
    />
  );
}

/** /payment (docs/product.md#checkout and docs/product.md#checkout-flow): the spinner, the payment window (opened by itself), then the order. */
export default function PaymentScreen() {
  const [checkout] = useCheckoutState();
  // Read once: the checkout is cleared once the order is placed, and that must not move this page.
  const [snapshot] = useState(checkout);
  // Steps skipped (or a new tab): the shipping step sets the address, the confirm step the amount.
  if (!snapshot.shippingInfo) return <Navigate to={pages.shipping()} replace />;
  if (snapshot.amount === null) return <Navigate to={pages.confirm()} replace />;
  return (
    <CheckoutPage step={2} title="Payment">
      <PaymentStep
        checkout={{ shippingInfo: snapshot.shippingInfo, remark: snapshot.remark, amount: snapshot.amount }}
      />
    </CheckoutPage>
  );
}
