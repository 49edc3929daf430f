import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A Stripe-compatible server for the few endpoints Tiffin uses, so the real `stripe` SDK runs
 * locally with no account and no internet: payment intents (create, retrieve with `expand[]=latest_charge`, list,
 * confirm with a test card, which makes its charge), refunds (create, list), and the signed `payment_intent.succeeded` webhook, posted like Stripe posts it.
 * Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
 */

export const LOCAL_STRIPE_KEYS = {
  secret: 'sk_test_tiffin_local',
  publishable: 'pk_test_tiffin_local',
  webhookSecret: 'whsec_tiffin_local',
} as const;

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  last_payment_error: { type: string; code: string; message: string } | null;
  latest_charge: string | null;
}

/** The charge a successful confirm makes: when the payment was made. */
interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Stripe's answer when its API fails (a staged fault). */
const API_ERROR = { error: { type: 'api_error', message: 'An unknown error occurred.' } };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `metadata[userId]=u1&automatic_payment_methods[enabled]=true`. */
export function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = result;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

/**
 * One page of a Stripe list, newest first: `created[gte]` keeps the objects created since then, `starting_after`
 * continues after the last object of the previous page, `limit` (1 to 100, default 10) sizes the page.
 */
export function listPage<T extends { id: string; created: number }>(
  items: Iterable<T>,
  params: Record<string, unknown>,
  url: string,
) {
  const since = Number(params['created[gte]'] ?? 0);
  const newestFirst = [...items].filter((item) => item.created >= since).reverse();
  const after = params.starting_after ? newestFirst.findIndex((item) => item.id === params.starting_after) + 1 : 0;
  const limit = Math.min(Math.max(Number(params.limit ?? 10) || 10, 1), 100);
  const data = newestFirst.slice(after, after + limit);
  return { object: 'list', data, has_more: after + limit < newestFirst.length, url };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (!text) return {};
  return (request.headers['content-type'] ?? '').includes('json')
    ? (JSON.parse(text) as Record<string, unknown>)
    : parseForm(text);
}

/**
 * A fault the next `times` calls of `method` to a path matching `path` meet, as Stripe or the network can:
 * - `fail`: answers 500 without doing anything (Stripe's API errored before acting);
 * - `lose`: does the call (and remembers its idempotency key), then answers 500, as when the reply is lost;
 * - `hang`: does the call (and remembers its key) and never answers, so the caller's timeout ends it;
 * - `slow`: waits until `until` settles, then does the call and answers it, as a slow Stripe does (a test holds the
 *   call in flight while it races something against it).
 */
export interface StripeFault {
  method: 'GET' | 'POST';
  path: RegExp;
  kind: 'fail' | 'lose' | 'hang' | 'slow';
  times: number;
  /** For `slow`: the call waits for this. */
  until?: Promise<unknown>;
}

export interface LocalStripe {
  server: Server;
  /** Stages a fault for the next matching calls; returns how many of them it has met so far. */
  inject(fault: StripeFault): () => number;
  /** Takes away every staged fault. */
  clearFaults(): void;
  /** How many payment intents were made. */
  intentCount(): number;
  /** The refunds made of a payment intent. */
  refundsOf(paymentIntentId: string): Refund[];
  /** Where `payment_intent.succeeded` is posted (the API's webhook route). */
  setWebhookUrl(url: string): void;
  /** Resolves when every webhook sent so far has been answered. */
  settled(): Promise<void>;
}

export function createStripeServer({
  webhookUrl,
  webhookSecret = LOCAL_STRIPE_KEYS.webhookSecret,
  corsOrigins = [],
}: {
  webhookUrl?: string;
  webhookSecret?: string;
  /** The only pages whose scripts may call it (the local web app's origins, for Stripe.js); none by default. */
  corsOrigins?: readonly string[];
} = {}): LocalStripe {
  const intents = new Map<string, PaymentIntent>();
  const refunds = new Map<string, Refund>();
  const charges = new Map<string, Charge>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const deliveries = new Set<Promise<void>>();
  const faults: { fault: StripeFault; met: number }[] = [];
  let target = webhookUrl;

  /** The fault the call meets, counted, if one is staged for it. */
  function faultFor(method: string, path: string): StripeFault | undefined {
    const staged = faults.find(
      ({ fault, met }) => met < fault.times && fault.method === method && fault.path.test(path),
    );
    if (!staged) return undefined;
    staged.met++;
    return staged.fault;
  }

  function intentFor(intentId: string): PaymentIntent {
    const intent = intents.get(intentId);
    if (!intent)
      throw new StripeError(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${intentId}'`);
    return intent;
  }

  /** Posts the event signed with the webhook secret, retrying a few times as Stripe does. */
  function deliver(intent: PaymentIntent) {
    if (!target) return;
    const url = target;
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type: 'payment_intent.succeeded',
      created: now(),
      livemode: false,
      api_version: '2025-01-27.acacia',
      data: { object: intent },
    });
    const delivery = (async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          });
          if (response.ok) return;
        } catch {
          // the API may be restarting; try again
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
    })();
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  /** Stripe's answer to a call an intent's status forbids (paying a cancelled one, cancelling a paid one). */
  const unexpectedState = (intent: PaymentIntent, what: string) =>
    new StripeError(
      400,
      'invalid_request_error',
      'payment_intent_unexpected_state',
      `You cannot ${what} this PaymentIntent because it has a status of ${intent.status}.`,
    );

  function confirm(intent: PaymentIntent, params: Record<string, unknown>): PaymentIntent {
    if (intent.status === 'succeeded') return intent;
    if (intent.status === 'canceled') throw unexpectedState(intent, 'confirm');
    const card = (
      (params.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number ??
      String(params.card_number ?? '')
    ).replace(/\s+/g, '');
    const paymentMethod = String(params.payment_method ?? '');
    if (card === '4242424242424242' || paymentMethod === 'pm_card_visa') {
      const charge: Charge = {
        id: id('ch'),
        object: 'charge',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
      };
      charges.set(charge.id, charge);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        last_payment_error: null,
        latest_charge: charge.id,
      });
      deliver(intent);
      return intent;
    }
    const declined = card === '4000000000000002' || paymentMethod === 'pm_card_chargeDeclined';
    const error = declined
      ? { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }
      : { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' };
    intent.last_payment_error = error;
    throw new StripeError(402, error.type, error.code, error.message);
  }

  async function route(request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
    const method = request.method ?? 'GET';
    const auth = request.headers.authorization ?? '';
    const params = method === 'GET' ? Object.fromEntries(url.searchParams) : await readBody(request);
    const key = auth.replace(/^Bearer\s+/i, '') || String(params.key ?? '');
    const isSecret = key === LOCAL_STRIPE_KEYS.secret;
    if (!isSecret && key !== LOCAL_STRIPE_KEYS.publishable) {
      throw new StripeError(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.');
    }
    const secretOnly = () => {
      if (!isSecret)
        throw new StripeError(403, 'invalid_request_error', 'secret_key_required', 'This call needs a secret key.');
    };

    const confirmMatch = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(url.pathname);
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    const cancelMatch = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(url.pathname);
    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      secretOnly();
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50)
        throw new StripeError(400, 'invalid_request_error', 'amount_too_small', 'Amount must be at least 50 paise.');
      const intentId = id('pi');
      const intent: PaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(params.currency ?? 'inr'),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'y')}`,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        created: now(),
        livemode: false,
        last_payment_error: null,
        latest_charge: null,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    if (confirmMatch) {
      const intent = intentFor(confirmMatch[1]!);
      // The browser proves it may confirm with the intent's client secret, as with Stripe.js.
      if (!isSecret && params.client_secret !== intent.client_secret) {
        throw new StripeError(
          400,
          'invalid_request_error',
          'payment_intent_authentication_failure',
          'The client secret does not match.',
        );
      }
      return { status: 200, body: isSecret ? confirm(intent, params) : publicView(confirm(intent, params)) };
    }
    if (method === 'POST' && cancelMatch) {
      secretOnly();
      const intent = intentFor(cancelMatch[1]!);
      if (intent.status !== 'requires_payment_method') throw unexpectedState(intent, 'cancel');
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'GET' && url.pathname === '/v1/payment_intents') {
      secretOnly();
      return { status: 200, body: listPage(intents.values(), params, url.pathname) };
    }
    if (method === 'GET' && intentMatch) {
      const intent = intentFor(intentMatch[1]!);
      // `expand[0]=latest_charge` answers the charge itself in place of its id, as Stripe does.
      const expand = Object.entries(params).some(
        ([name, value]) => name.startsWith('expand') && value === 'latest_charge',
      );
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (isSecret) return { status: 200, body: expand && charge ? { ...intent, latest_charge: charge } : intent };
      if (params.client_secret !== intent.client_secret)
        throw new StripeError(404, 'invalid_request_error', 'resource_missing', 'No such payment_intent.');
      return { status: 200, body: publicView(intent) };
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      secretOnly();
      const intent = intentFor(String(params.payment_intent ?? ''));
      if (intent.status !== 'succeeded')
        throw new StripeError(
          400,
          'invalid_request_error',
          'charge_not_captured',
          'This PaymentIntent has no successful charge to refund.',
        );
      const already = [...refunds.values()].find((refund) => refund.payment_intent === intent.id);
      if (already)
        throw new StripeError(
          400,
          'invalid_request_error',
          'charge_already_refunded',
          'This charge has already been refunded.',
        );
      const refund: Refund = {
        id: id('re'),
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && url.pathname === '/v1/refunds') {
      secretOnly();
      const data = [...refunds.values()].filter(
        (refund) => !params.payment_intent || refund.payment_intent === params.payment_intent,
      );
      return { status: 200, body: listPage(data, { limit: 100, ...params }, url.pathname) };
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${method}: ${url.pathname}).`,
    );
  }

  const publicView = (intent: PaymentIntent) => {
    const { id: intentId, object, amount, currency, status, client_secret, last_payment_error, created } = intent;
    return { id: intentId, object, amount, currency, status, client_secret, last_payment_error, created };
  };

  /**
   * CORS for the local web app's origins only: any other page a developer opens could otherwise read intents or post
   * refunds with the well-known local keys. The answer varies by Origin, so no cache hands one origin's to another.
   */
  const corsFor = (origin: string | undefined): Record<string, string> =>
    origin !== undefined && corsOrigins.includes(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-headers': 'authorization,content-type',
          'access-control-allow-methods': 'GET,POST,OPTIONS',
          vary: 'Origin',
        }
      : { vary: 'Origin' };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      ...corsFor(response.req.headers.origin),
      'request-id': id('req'),
    });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return send(response, 204, {});
    const url = new URL(request.url ?? '/', 'http://localhost');
    const staged = faultFor(request.method ?? 'GET', url.pathname);
    const fault = staged?.kind;
    if (fault === 'fail') return send(response, 500, API_ERROR);
    if (fault === 'slow') await Promise.resolve(staged?.until).catch(() => undefined);
    const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const remembered =
      typeof idempotencyKey === 'string' ? idempotent.get(`${url.pathname}:${idempotencyKey}`) : undefined;
    let result: { status: number; body: unknown };
    if (remembered) result = remembered;
    else {
      try {
        result = await route(request, url);
      } catch (error) {
        result =
          error instanceof StripeError
            ? { status: error.status, body: { error: { type: error.type, code: error.code, message: error.message } } }
            : { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid request' } } };
      }
      if (typeof idempotencyKey === 'string') idempotent.set(`${url.pathname}:${idempotencyKey}`, result);
    }
    if (fault === 'hang') return;
    if (fault === 'lose') return send(response, 500, API_ERROR);
    send(response, result.status, result.body);
  });

  return {
    server,
    inject(fault) {
      const staged = { fault, met: 0 };
      faults.push(staged);
      return () => staged.met;
    },
    clearFaults: () => void faults.splice(0),
    intentCount: () => intents.size,
    refundsOf: (paymentIntentId) => [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId),
    setWebhookUrl: (url) => {
      target = url;
    },
    settled: async () => {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
  };
}
