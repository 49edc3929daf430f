/** The publishable key the browser uses; not a secret, and no Stripe SDK needed to read it. */
export function publishableKey(): string {
  const key = process.env.STRIPE_PUBLISHABLE_KEY;
  if (!key) throw new Error('Missing STRIPE_PUBLISHABLE_KEY');
  return key;
}
