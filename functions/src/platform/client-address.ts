import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@tiffin/shared/api/edge';
import { config } from './config.ts';
import { Forbidden } from './errors.ts';
import { secretValue } from './secrets.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The address a request's abuse limits count it under. Deployed (an origin secret is set), the API is reached only
 * through CloudFront, whose edge server is the TCP peer: the visitor is the address CloudFront saw
 * (`CloudFront-Viewer-Address`, its port cut off), believed only when the request carries CloudFront's origin secret;
 * a request without it (the execute-api address called directly) or without a viewer address is refused. Locally
 * (no secret) it is the socket's address the gateway saw. `X-Forwarded-For`, which any caller writes, is never read.
 */
export function clientAddress(event: APIGatewayProxyEventV2, originSecret: string | undefined): string | undefined {
  if (originSecret === undefined) return event.requestContext?.http?.sourceIp;
  const headers = event.headers ?? {};
  const given = headers[ORIGIN_SECRET_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, originSecret)) throw new Forbidden();
  const viewer = headers[VIEWER_ADDRESS_HEADER]?.trim();
  const address = viewer?.replace(/:\d+$/, '');
  if (!address || address === viewer) throw new Forbidden();
  return address;
}

/** The origin secret CloudFront sends, read from Secrets Manager where the stack names one (deployed), else none. */
export async function originSecret(): Promise<string | undefined> {
  const arn = config.originSecretArn;
  return arn ? secretValue(arn) : undefined;
}
