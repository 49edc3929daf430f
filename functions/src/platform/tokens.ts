import { JwtVerifier } from 'aws-jwt-verify/jwt-verifier';
import { SignJWT, importJWK, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Role } from '@tiffin/shared/api/routes';
import { config } from './config.ts';
import { Unauthorized } from './errors.ts';
import { secretValue } from './secrets.ts';

export type AccountRole = Exclude<Role, 'public'>;

export interface Claims {
  sub: string;
  role: AccountRole;
  /** The account's `tokenVersion` when the token was issued; a password reset or change raises it. */
  ver: number;
  /** The token's own id and expiry (epoch seconds): a logout revokes this one token until it expires. */
  jti?: string;
  exp?: number;
}

const TOKEN_LIFETIME = '12h';
const ALGORITHM = 'ES256';
const KEY_ID = 'tiffin-1';

const asSigningJwk = (raw: string): JWK => ({ ...(JSON.parse(raw) as JWK), kid: KEY_ID, alg: ALGORITHM, use: 'sig' });

/** The public half, which every protected route needs to verify; it is no secret. */
function publicJwk(): JWK {
  const raw = process.env.JWT_PUBLIC_JWK;
  if (!raw) throw new Error('Missing environment variable JWT_PUBLIC_JWK');
  return asSigningJwk(raw);
}

/**
 * The private half, needed only by the routes that issue tokens. Locally `npm start` generates the
 * pair into the data folder and passes it in the environment; in AWS it lives in Secrets Manager.
 */
async function privateJwk(): Promise<JWK> {
  const secretArn = process.env.JWT_PRIVATE_JWK_SECRET_ARN;
  const raw = secretArn ? await secretValue(secretArn) : process.env.JWT_PRIVATE_JWK;
  if (!raw) throw new Error('Missing JWT_PRIVATE_JWK or JWT_PRIVATE_JWK_SECRET_ARN');
  return asSigningJwk(raw);
}

let verifier: ReturnType<typeof createVerifier> | undefined;
function createVerifier() {
  const jwk = publicJwk();
  const created = JwtVerifier.create({
    issuer: config.tokenIssuer,
    audience: config.tokenAudience,
    // Never fetched: the key set is cached below, so verification needs no network.
    jwksUri: `${config.tokenIssuer}/.well-known/jwks.json`,
  });
  created.cacheJwks({ keys: [jwk as never] });
  return created;
}

const ROLES: readonly string[] = ['customer', 'seller', 'admin'];

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Tokens this warm function already verified, with their expiry: a repeat skips the ES256 signature
 * check (the preset's largest cost per call) but never the expiry. The standing check still reads the
 * account on every call, so a reset, a revoke or a deletion still ends the session at once.
 */
const verified = new Map<string, { claims: Claims; expiresAtMs: number }>();
const MAX_VERIFIED = 1000;

/** Verifies signature, issuer, audience and expiry; any failure is a 401. */
export async function verifyToken(token: string): Promise<Claims> {
  const known = verified.get(token);
  if (known && known.expiresAtMs > Date.now()) return known.claims;
  verified.delete(token);
  verifier ??= createVerifier();
  try {
    const payload = await verifier.verify(token);
    if (typeof payload.sub !== 'string' || !ROLES.includes(payload.role as string)) throw new Error('bad claims');
    // The verifier checks `exp` only when present: a token that never expires is refused here.
    if (typeof payload.exp !== 'number') throw new Error('no expiry');
    const ver = payload.ver ?? 0;
    if (typeof ver !== 'number' || !Number.isInteger(ver)) throw new Error('bad version');
    if (typeof payload.jti !== 'string') throw new Error('no token id');
    const claims: Claims = {
      sub: payload.sub,
      role: payload.role as AccountRole,
      ver,
      jti: payload.jti,
      exp: payload.exp,
    };
    // The oldest entry makes room: a Map iterates in insertion order.
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    throw new Unauthorized(SESSION_EXPIRED);
  }
}

/** The TokenSigner port. */
export const tokenSigner = { sign: (claims: Claims) => signToken(claims) };

export async function signToken(claims: Pick<Claims, 'sub' | 'role'> & { ver?: number }): Promise<string> {
  const key = await importJWK(await privateJwk(), ALGORITHM);
  return new SignJWT({ role: claims.role, ver: claims.ver ?? 0 })
    .setProtectedHeader({ alg: ALGORITHM, kid: KEY_ID, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(config.tokenIssuer)
    .setAudience(config.tokenAudience)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .setJti(randomUUID())
    .sign(key);
}
