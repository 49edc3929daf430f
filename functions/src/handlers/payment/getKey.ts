import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { publishableKey } from '#platform/payment-keys';

export const handler = httpHandler(routes['payment/getKey'], async () => {
  const localBase = process.env.STRIPE_BROWSER_BASE;
  return localBase
    ? { key: publishableKey(), mode: 'local', apiBase: localBase }
    : { key: publishableKey(), mode: 'stripe' };
});
