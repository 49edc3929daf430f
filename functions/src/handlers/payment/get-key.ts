import { paymentGetKeyRoute } from '@tiffin/shared/api/routes/payment';
import { httpHandler } from '#wiring/http';
import { publishableKey } from '#platform/payment-keys';

export const handler = httpHandler(paymentGetKeyRoute, async () => {
  const localBase = process.env.STRIPE_BROWSER_BASE;
  return localBase
    ? { key: publishableKey(), mode: 'local', apiBase: localBase }
    : { key: publishableKey(), mode: 'stripe' };
});
