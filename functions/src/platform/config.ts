/**
 * Every setting a function reads, in one place, typed and read once (cached). A required setting that is
 * missing throws `Missing setting NAME` the first time it is read; the modules that need one read it at
 * import (the DynamoDB client, the preset's token check), so a function without it fails at start, by
 * name, not on the first request. CDK sets them per function, `npm start` and the tests for the local
 * gateway.
 */

const cache = new Map<string, unknown>();

function read<T>(name: string, parse: (raw: string | undefined) => T): T {
  if (!cache.has(name)) cache.set(name, parse(process.env[name]));
  return cache.get(name) as T;
}

const required = (name: string) => (raw: string | undefined) => {
  if (raw === undefined || raw.trim() === '') throw new Error(`Missing setting ${name}`);
  return raw;
};
const optional = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw);

export const config = {
  /** The one table (functions that read or write it). */
  get tableName() {
    return read('TABLE_NAME', required('TABLE_NAME'));
  },
  /** Set by Lambda itself; `npm start` and the tests set it for the local gateway. */
  get region() {
    return read('AWS_REGION', required('AWS_REGION'));
  },
  /** Tokens name who issued them and for whom; both are checked on every protected call. */
  get tokenIssuer() {
    return read('TOKEN_ISSUER', required('TOKEN_ISSUER'));
  },
  get tokenAudience() {
    return read('TOKEN_AUDIENCE', required('TOKEN_AUDIENCE'));
  },
  /** The sender of every mail (functions that send mail). */
  get mailFrom() {
    return read('MAIL_FROM', required('MAIL_FROM'));
  },
  /**
   * Deployed only: the Secrets Manager secret whose value CloudFront sends in every request to the API; a request
   * without it is refused (platform/client-address.ts).
   */
  get originSecretArn() {
    return read('ORIGIN_SECRET_ARN', optional);
  },
  /** Set only locally: DynamoDB Local, the SES inbox and the Stripe-compatible server. */
  get dynamoEndpoint() {
    return read('DYNAMODB_ENDPOINT', optional);
  },
  get sesEndpoint() {
    return read('SES_ENDPOINT', optional);
  },
  get stripeApiBase() {
    return read('STRIPE_API_BASE', optional);
  },
  /**
   * How long one Stripe call's attempt may take, in milliseconds: 2000 unless set (the fault tests shorten it, so a
   * call that never answers gives up quickly).
   */
  get stripeTimeoutMs() {
    return read('STRIPE_TIMEOUT_MS', (raw) => {
      const value = Number(raw ?? 2_000);
      if (!Number.isInteger(value) || value < 1) throw new Error('STRIPE_TIMEOUT_MS must be a whole number >= 1');
      return value;
    });
  },
  /**
   * Live order updates: where the publisher posts to open sockets (API Gateway's connection management URL,
   * `https://<api>.execute-api.<region>.amazonaws.com/<stage>`; locally the local socket server).
   */
  get socketCallbackUrl() {
    return read('SOCKET_CALLBACK_URL', required('SOCKET_CALLBACK_URL'));
  },
  /** The photos bucket (the upload route, its status route and the resize function). */
  get photosBucket() {
    return read('PHOTOS_BUCKET', required('PHOTOS_BUCKET'));
  },
  /** Set only locally: s3rver, the S3-compatible server `npm start` runs. */
  get s3Endpoint() {
    return read('S3_ENDPOINT', optional);
  },
  /**
   * Where a photo's public path (`/photos/...`) is read from (the routes that import a seller's image address): the
   * site's origin in AWS, where CloudFront serves `/photos/*`; s3rver's bucket address locally.
   */
  get photosUrl() {
    return read('PHOTOS_URL', (raw) => required('PHOTOS_URL')(raw).trim().replace(/\/+$/, ''));
  },
  /**
   * Set ('1') only by the local cloud and the tests, never deployed: an imported image address may name a loopback
   * host (a local image server), docs/architecture.md#photos.
   */
  get photoImportAllowLoopback() {
    return read('PHOTO_IMPORT_ALLOW_LOOPBACK', (raw) => raw === '1');
  },
  /** Tests raise the abuse limits (a whole suite signs in from one address); 1 everywhere else. */
  get rateLimitMultiplier() {
    return read('RATE_LIMIT_MULTIPLIER', (raw) => {
      const value = Number(raw ?? 1);
      if (!Number.isFinite(value) || value < 1) throw new Error('RATE_LIMIT_MULTIPLIER must be a number >= 1');
      return value;
    });
  },
  /**
   * scrypt's cost for new password hashes, as log2 of N (docs/architecture.md#accounts-and-tokens: 17, so N = 2^17). Deployed functions
   * never set it; the test suites lower it so that hundreds of sign-ups do not each spend scrypt's production work.
   * A stored hash names its own parameters, so hashes of either cost verify everywhere.
   */
  get passwordHashCost() {
    return read('PASSWORD_HASH_COST', (raw) => {
      const value = Number(raw ?? PRODUCTION_PASSWORD_HASH_COST);
      if (!Number.isInteger(value) || value < 10 || value > 20) {
        throw new Error('PASSWORD_HASH_COST must be a whole number from 10 to 20');
      }
      return value;
    });
  },
};

/**
 * The site's own origin (`https://<site>`), for the links in mails to its pages: WEB_ORIGIN, which CDK sets on the
 * functions that send mail (the web stack's origin) and `npm start` to the local web app's. A function of its own,
 * outside `config`, so that only the bundles that send mail carry it.
 */
export function webOrigin(): string {
  return read('WEB_ORIGIN', (raw) => {
    const origin = required('WEB_ORIGIN')(raw).trim();
    if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol)) {
      throw new Error('WEB_ORIGIN must be an http(s) origin');
    }
    return new URL(origin).origin;
  });
}

/** log2 of scrypt's N in production (docs/architecture.md#accounts-and-tokens). */
export const PRODUCTION_PASSWORD_HASH_COST = 17;

/** Reads settings now, so a function that needs them and lacks one fails at start with its name. */
export function requireSettings(...names: (keyof typeof config)[]): void {
  for (const name of names) void config[name];
}
