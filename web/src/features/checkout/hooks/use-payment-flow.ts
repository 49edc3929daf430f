import { useQueryClient } from '@tanstack/react-query';
import { CART_CODES } from '@tiffin/shared/api/cart';
import { ORDER_CODES, type PaymentKey, type PaymentOrder } from '@tiffin/shared/api/orders';
import type { ShippingInfo } from '@tiffin/shared/rules/shipping';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { cartKeys, cartQueryOptions, EMPTY_CART } from '@/lib/cart-query';
import { createOrder, createPayment, paymentKeyQueryOptions, verifyPayment } from '../api/payment';
import { pages } from '@/lib/pages';

export const PAYMENT_FALLBACK = 'Something went wrong during payment.';

/** What the success page is told. */
export interface OrderSuccessState {
  orderId: string;
}

/** Where a failed payment sends the customer next ('checkout': a new checkout, after the old one expired). */
export type Next = 'retry' | 'confirm' | 'cart' | 'orders' | 'checkout';

export type Phase =
  | { step: 'starting' }
  | { step: 'paying' | 'cancelled'; key: PaymentKey; order: PaymentOrder }
  | { step: 'placing'; paymentIntentId: string }
  | { step: 'failed'; message: string; next: Next; paymentIntentId?: string };

/** A checkout the earlier steps completed: an address and the amount the confirm page showed. */
export interface ReadyCheckout {
  shippingInfo: ShippingInfo;
  remark: string;
  amount: number;
}

/**
 * The payment step's flow: start a payment for the checkout (the server prices its own cart and must
 * agree with the amount the confirm page showed), then, once paid, place the order and open the success
 * page. Every failure says where the customer goes next.
 */
export function usePaymentFlow(checkout: ReadyCheckout) {
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
        void navigate(pages.orderSuccess(), { replace: true, state: { orderId } satisfies OrderSuccessState });
      } catch (error) {
        if (isApiError(error, 409) && error.code === ORDER_CODES.stockRanOut) {
          // Refunded by the server: the cart is as it was, minus what sold out.
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          setPhase({ step: 'failed', message: error.message, next: 'cart' });
        } else if (isApiError(error, 409) && error.code === ORDER_CODES.checkoutExpired) {
          // Its hold ran out: the intent is cancelled (or refunded); paying takes a new checkout and a new quote.
          setPhase({ step: 'failed', message: error.message, next: 'checkout' });
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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the effect starts the payment with Stripe once per visit, and its first step says so.
    void (returned ? placeOrder(returned) : start());
  }, [placeOrder, returned, start]);

  return { phase, setPhase, start, placeOrder };
}
