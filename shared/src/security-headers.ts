/**
 * The browser security headers of the web app, one definition for CloudFront (infra/lib/web-stack.ts) and the
 * local web server (web/vite.config.ts): a Content-Security-Policy that allows only what the app loads (its own
 * files, the API, Stripe.js and its frames, pictures from its own origin), no framing, no sniffing, a strict referrer.
 */
export interface CspOptions {
  /** Origins the page calls besides its own (the API, Stripe's API). */
  connect: string[];
  /** `npm start`: the API, its seed pictures, s3rver's photos and the local Stripe on loopback ports, and Vite's HMR socket. */
  local?: boolean;
  /** Vite's dev server only: its inline React-refresh preamble. */
  devServer?: boolean;
  /** The built pages' inline scripts, by hash (`'sha256-…'`, shared/src/built-pages.ts): nothing else inline runs. */
  scriptHashes?: string[];
}

const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

export function contentSecurityPolicy({
  connect,
  local = false,
  devServer = false,
  scriptHashes = [],
}: CspOptions): string {
  const localConnect = local ? [...LOOPBACK, 'ws://localhost:*', 'ws://127.0.0.1:*'] : [];
  return [
    "default-src 'self'",
    ["script-src 'self' https://js.stripe.com", ...scriptHashes, ...(devServer ? ["'unsafe-inline'"] : [])].join(' '),
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    ["connect-src 'self'", ...connect, 'https://api.stripe.com', ...localConnect].join(' '),
    // Every picture is served from the site's own origin: a seller's typed address is imported into the photos
    // (docs/architecture.md#photos). Locally s3rver and the seed's pictures answer on loopback ports.
    ["img-src 'self' data: blob:", ...(local ? LOOPBACK : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The other headers, as a plain map (the local server sends them; CloudFront has a typed policy for each). */
export const BASIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;
