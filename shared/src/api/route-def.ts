/**
 * What a route of the table is, and `route()` that makes one: no schema, so a route group module (routes/<area>.ts)
 * and the table's index (routes.ts) import it without building any other group's schemas.
 */
import type * as z from '../zod.ts';

export type Role = 'public' | 'customer' | 'seller' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
}

/**
 * What a route's function needs beyond the table, so the cloud grants exactly that:
 * `mail` sends through SES, `passwords` hashes with scrypt (needs memory), `signing` issues tokens,
 * `payments` calls Stripe's API with the secret key, `stripeWebhook` checks Stripe's webhook signatures with the
 * signing secret, `photoUploads` presigns uploads to the photos bucket (under `uploads/` only), `photoStatus` reads
 * what the resize step wrote there, `photoImports` fetches a seller's image address into the photos bucket (writes
 * under `uploads/`, reads the resize step's answer, and takes longer).
 */
export type RouteNeed =
  'mail' | 'passwords' | 'signing' | 'payments' | 'stripeWebhook' | 'photoUploads' | 'photoStatus' | 'photoImports';

export interface RateLimitRule {
  /** Counted per client IP address, per email in the body, per email from one address, or per signed-in account. */
  by: 'ip' | 'email' | 'emailAndIp' | 'account';
  max: number;
  windowSeconds: number;
  /**
   * What counts: by default every request carried out (a success, or a wrong code or password); with
   * 'failures' only a wrong password or code, and a success clears the email's count from that address.
   * A refused request (a 429, any other 4xx) never counts, except with 'calls': every request let through counts,
   * refused or not (it has called Stripe either way).
   */
  counts?: 'failures' | 'calls';
}

/*
 * Abuse limits (OWASP authentication and credential-stuffing guidance): a person retrying is never stopped, a
 * script is. The README's security section lists them. A route names its limits by these consts, not through
 * `LIMITS.x`: esbuild counts a property read as a possible side effect, so a route reading one would stay in
 * every bundle of its group, schemas and all.
 */

/**
 * Failed logins only, per email from one address (so a stranger's failures elsewhere never lock the owner out)
 * and per address across emails (credential stuffing); a success or a reset clears them.
 */
export const LOGIN_LIMITS = [
  { by: 'emailAndIp', max: 10, windowSeconds: 900, counts: 'failures' },
  { by: 'ip', max: 50, windowSeconds: 900, counts: 'failures' },
] as const satisfies readonly RateLimitRule[];

/**
 * Codes are asked for and checked per email from one address and per address: each mailed code is bound to the
 * request that asked for it, so a stranger elsewhere neither uses up the owner's limits nor reaches the owner's
 * code.
 */
export const OTP_SEND_LIMITS = [
  { by: 'emailAndIp', max: 5, windowSeconds: 3600 },
  { by: 'ip', max: 20, windowSeconds: 3600 },
] as const satisfies readonly RateLimitRule[];

export const OTP_CHECK_LIMITS = [
  { by: 'emailAndIp', max: 10, windowSeconds: 900 },
  { by: 'ip', max: 50, windowSeconds: 900 },
] as const satisfies readonly RateLimitRule[];

/**
 * Starting a payment, per customer: each one creates a Stripe PaymentIntent. A customer checks out again when a
 * checkout expires or a price changes, a few times an hour at most; a script opening intents is stopped.
 */
export const CHECKOUT_LIMITS = [
  { by: 'account', max: 10, windowSeconds: 900 },
] as const satisfies readonly RateLimitRule[];

/**
 * The customer routes that call Stripe (verify, order create, cancel) per account: each call spends the shop's
 * Stripe rate limit whatever its answer, so every call counts; a tab verifies a few times, a script is stopped.
 */
export const STRIPE_CALL_LIMITS = [
  { by: 'account', max: 30, windowSeconds: 900, counts: 'calls' },
] as const satisfies readonly RateLimitRule[];

/**
 * A seller's writes (dishes, categories, profile, hours, photo uploads), per seller and per route: a person
 * editing a menu by hand stays far below it; a script filling the table or the bill is stopped.
 */
export const SELLER_WRITE_LIMITS = [
  { by: 'account', max: 60, windowSeconds: 300 },
] as const satisfies readonly RateLimitRule[];

/** Every limit by name, for the tests and the README's table. */
export const LIMITS = {
  login: LOGIN_LIMITS,
  otpSend: OTP_SEND_LIMITS,
  otpCheck: OTP_CHECK_LIMITS,
  checkout: CHECKOUT_LIMITS,
  stripeCalls: STRIPE_CALL_LIMITS,
  sellerWrite: SELLER_WRITE_LIMITS,
} as const;

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/foods/get/{id}`. */
  path: string;
  /** `functions/src/handlers/<handler>.ts` */
  handler: string;
  role: Role;
  schemas?: RouteSchemas;
  /** The body is kept as raw text (a signed webhook). */
  rawBody?: boolean;
  needs?: readonly RouteNeed[];
  /** Abuse limits, checked after validation and before the domain call (429 past them). */
  limits?: readonly RateLimitRule[];
  /** Table access; by default GET reads and every other method reads and writes. */
  data?: 'none' | 'read' | 'readWrite';
}

/** A route whose answer has type `Res` (type-level only; nothing is stored). */
export type Typed<D, Res> = D & { readonly __response?: Res };
/** A route's answer type, as its `route<Res>()` call names it. */
export type ResponseOfRoute<R extends { readonly __response?: unknown }> = NonNullable<R['__response']>;

/**
 * Makes one route of the table: its id (also its handler file, `functions/src/handlers/<id>.ts`), method, path,
 * role and the rest, in one place. `route<Res>()` first names the answer's type, which the web's API client and the
 * tests read. Each call is marked pure where it is made, so a bundle that never reads a route drops it and its
 * schemas.
 */
export const route =
  <Res = unknown>() =>
  <const K extends string, const D extends Omit<RouteDef, 'handler'>>(id: K, def: D): Typed<{ handler: K } & D, Res> =>
    ({ handler: id, ...def }) as Typed<{ handler: K } & D, Res>;
