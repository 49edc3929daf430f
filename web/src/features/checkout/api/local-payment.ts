/** What the local Stripe-compatible server answers a confirm with. */
interface LocalConfirmAnswer {
  status?: string;
  error?: { code?: string; message?: string };
}

export interface LocalPaymentRequest {
  apiBase: string;
  key: string;
  paymentIntentId: string;
  clientSecret: string;
  cardNumber: string;
}

export class CardPaymentError extends Error {
  override readonly name = 'CardPaymentError';
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Confirms a payment intent with a test card on the local Stripe-compatible server (`npm start`),
 * as Stripe.js does in the cloud: the publishable key and the intent's client secret, form-encoded.
 */
export async function confirmLocalPayment({
  apiBase,
  key,
  paymentIntentId,
  clientSecret,
  cardNumber,
}: LocalPaymentRequest): Promise<void> {
  const body = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[card][number]': cardNumber.replace(/\D/g, ''),
  });
  let response: Response;
  try {
    response = await fetch(
      `${apiBase.replace(/\/+$/, '')}/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      },
    );
  } catch {
    throw new CardPaymentError('Could not reach the payment service. Check your connection and try again.');
  }
  let answer: LocalConfirmAnswer = {};
  try {
    answer = (await response.json()) as LocalConfirmAnswer;
  } catch {
    answer = {};
  }
  if (!response.ok || answer.status !== 'succeeded') {
    throw new CardPaymentError(answer.error?.message ?? 'Your payment was not completed.', answer.error?.code);
  }
}
