import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * What S3 and CloudFront refuse and s3rver does not: s3rver checks a signature when a request carries one, but lets an
 * unsigned request write, and ignores a presigned POST's policy. This guard, run before s3rver's own routes, lets
 * through what the cloud would:
 * - a signed request (the functions' SDK calls; s3rver then checks the signature against its account);
 * - a form POST to the bucket whose policy is signed with the bucket's key, not expired, and whose every condition
 *   holds (the key, the Content-Type, the size), every field named by a condition, as S3 requires;
 * - a CORS preflight, which s3rver answers from the bucket's CORS rules (naming the origin, as S3 does);
 * - an unsigned GET or HEAD of a public photo (`photos/...`, what CloudFront serves) that is an image, never HTML or
 *   SVG (which a browser would run), sent with `nosniff`.
 * Everything else unsigned gets 403 AccessDenied and writes nothing.
 */

/** s3rver's built-in account, which the functions sign with locally (adapters/photos.ts). */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** What a form may carry beyond its file: the largest upload (5 MB) and its fields. */
const MAX_FORM_BYTES = 5 * 1024 * 1024 + 64 * 1024;
/** Served to anyone: the resize step's WebP versions (and the image types a photo may have). */
const PUBLIC_PREFIX = 'photos/';
const IMAGE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png']);

/** The few parts of a Koa context the guard reads and writes. */
export interface GuardContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  req: IncomingMessage;
  status: number;
  body: unknown;
  type: string;
  set(name: string, value: string): void;
  response: { get(name: string): string };
}

/** S3's answer to a request it refuses: 403 AccessDenied, or 400 EntityTooLarge/EntityTooSmall for a size. */
export interface Refusal {
  status: 400 | 403;
  code: 'AccessDenied' | 'EntityTooLarge' | 'EntityTooSmall';
  message: string;
}

const denied = (message: string): Refusal => ({ status: 403, code: 'AccessDenied', message });

function refuse(ctx: GuardContext, { status, code, message }: Refusal) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

const accessDenied = (ctx: GuardContext, message: string) => refuse(ctx, denied(message));

const isSigned = (ctx: GuardContext) =>
  'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function sameText(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

type Condition = Record<string, unknown> | unknown[];

/** Why a form breaks its policy; undefined when it keeps it (S3's POST policy rules, signature version 4). */
export function policyBreach(bucket: string, form: FormData, now = new Date()): Refusal | undefined {
  const fields = new Map<string, string>();
  let file: File | undefined;
  for (const [name, value] of form) {
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else if (name === 'file') file = value;
  }
  const policyText = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const [accessKeyId, date, region, service, terminal] = (fields.get('x-amz-credential') ?? '').split('/');
  if (!policyText || !signature || !file) return denied('A form needs a policy, its signature and a file.');
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || accessKeyId !== ACCOUNT.accessKeyId)
    return denied('The form is not signed with this bucket’s key.');
  if (!date || !region || !service || terminal !== 'aws4_request') return denied('The credential is malformed.');
  const signingKey = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${ACCOUNT.secretAccessKey}`,
  );
  if (!sameText(hmac(signingKey, policyText).toString('hex'), signature))
    return denied('The policy signature does not match.');

  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return denied('The policy is not JSON.');
  }
  if (!policy.expiration || !(Date.parse(policy.expiration) > now.getTime())) return denied('The policy has expired.');

  const valueOf = (name: string) => (name === 'bucket' ? bucket : fields.get(name.toLowerCase()));
  const named = new Set(['policy', 'x-amz-signature', 'file']);
  for (const condition of policy.conditions ?? []) {
    if (Array.isArray(condition)) {
      const [operator, target, expected] = condition as [string, unknown, unknown];
      if (operator === 'content-length-range') {
        if (file.size < Number(target))
          return {
            status: 400,
            code: 'EntityTooSmall',
            message: 'Your proposed upload is smaller than the minimum allowed size.',
          };
        if (file.size > Number(expected))
          return {
            status: 400,
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size.',
          };
        continue;
      }
      const name = String(target).replace(/^\$/, '').toLowerCase();
      named.add(name);
      const value = valueOf(name) ?? '';
      if (operator === 'eq' && value !== expected) return denied(`The ${name} is not the one the policy names.`);
      if (operator === 'starts-with' && !value.startsWith(String(expected)))
        return denied(`The ${name} does not start as the policy says.`);
      if (operator !== 'eq' && operator !== 'starts-with') return denied(`Unknown policy condition ${operator}.`);
    } else {
      for (const [name, expected] of Object.entries(condition)) {
        named.add(name.toLowerCase());
        if (valueOf(name) !== expected) return denied(`The ${name} is not the one the policy names.`);
      }
    }
  }
  const unnamed = [...fields.keys()].find((name) => !named.has(name) && !name.startsWith('x-ignore-'));
  return unnamed ? denied(`The field ${unnamed} is not named by the policy.`) : undefined;
}

/** The form's bytes; undefined when it is larger than any upload. It is read to its end either way, so the answer
 * reaches a client still sending, and its connection can carry the next request. */
async function readForm(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_FORM_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_FORM_BYTES ? undefined : Buffer.concat(chunks);
}

/** The guard, as Koa middleware for s3rver (which is a Koa app); `bucket` is the one bucket it serves. */
export function photoGuard(bucket: string) {
  return async function guard(ctx: GuardContext, next: () => Promise<void>): Promise<void> {
    if (ctx.method === 'OPTIONS') {
      await next();
      // s3rver grants a preflight that a CORS rule allows to '*'; S3 names the origin the rule allowed.
      const origin = ctx.headers.origin;
      if (typeof origin === 'string' && ctx.response.get('Access-Control-Allow-Origin') === '*')
        ctx.set('Access-Control-Allow-Origin', origin);
      return;
    }
    if (isSigned(ctx)) return next();
    const [, pathBucket = '', ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));

    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      if (pathBucket !== bucket || !key.startsWith(PUBLIC_PREFIX)) return accessDenied(ctx, 'Access Denied');
      await next();
      const type = ctx.type.split(';')[0]!.trim().toLowerCase();
      if (ctx.status === 200 && !IMAGE_TYPES.has(type)) return accessDenied(ctx, 'Only photos are served.');
      ctx.set('X-Content-Type-Options', 'nosniff');
      return;
    }

    if (ctx.method === 'POST' && pathBucket === bucket && rest.length === 0) {
      const contentType = String(ctx.headers['content-type'] ?? '');
      const raw = await readForm(ctx.req);
      if (!raw)
        return refuse(ctx, {
          status: 400,
          code: 'EntityTooLarge',
          message: 'The form is larger than any upload may be.',
        });
      let form: FormData;
      try {
        form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
      } catch {
        return accessDenied(ctx, 'The body is not a form.');
      }
      const breach = policyBreach(bucket, form);
      if (breach) return refuse(ctx, breach);
      // The request's body was read here: s3rver's form parser reads the same bytes again.
      ctx.req.pipe = ((destination: NodeJS.WritableStream) =>
        Readable.from([raw]).pipe(destination)) as IncomingMessage['pipe'];
      return next();
    }

    return accessDenied(ctx, 'Anonymous writes are not allowed.');
  };
}
