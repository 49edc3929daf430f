import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '@tiffin/shared/api/edge';
import { clientAddress } from '#platform/client-address';
import { Forbidden } from '#platform/errors';

/** Whose address the abuse limits count a request under, as an attacker behind or around CloudFront would try it. */

const SECRET = 'origin-secret-generated-at-deploy';
const EDGE = '130.176.10.20';

function request(headers: Record<string, string>, sourceIp = EDGE): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { sourceIp } } } as unknown as APIGatewayProxyEventV2;
}

describe('the address a request is limited under', () => {
  it('behind CloudFront two visitors of one edge server are counted apart, each by the address CloudFront saw', () => {
    const a = request({ [ORIGIN_SECRET_HEADER]: SECRET, 'cloudfront-viewer-address': '203.0.113.7:51234' });
    const b = request({ [ORIGIN_SECRET_HEADER]: SECRET, 'cloudfront-viewer-address': '198.51.100.9:443' });
    expect(clientAddress(a, SECRET)).toBe('203.0.113.7');
    expect(clientAddress(b, SECRET)).toBe('198.51.100.9');
  });

  it('an IPv6 visitor is counted by the address without the port CloudFront appends', () => {
    const event = request({ [ORIGIN_SECRET_HEADER]: SECRET, 'cloudfront-viewer-address': '2001:db8::17:60113' });
    expect(clientAddress(event, SECRET)).toBe('2001:db8::17');
  });

  it('an attacker calling the execute-api address directly with a made-up viewer address is refused', () => {
    const forged = request(
      { 'cloudfront-viewer-address': '192.0.2.1:1', 'x-forwarded-for': '192.0.2.2' },
      '192.0.2.99',
    );
    expect(() => clientAddress(forged, SECRET)).toThrow(Forbidden);
  });

  it('an attacker who guesses at the origin secret is refused, however close the guess', () => {
    for (const guess of ['', SECRET.slice(0, -1), `${SECRET}x`, SECRET.toUpperCase()]) {
      const event = request({ [ORIGIN_SECRET_HEADER]: guess, 'cloudfront-viewer-address': '192.0.2.1:1' });
      expect(() => clientAddress(event, SECRET)).toThrow(Forbidden);
    }
  });

  it('a request through CloudFront without a viewer address is refused rather than counted under the edge', () => {
    expect(() => clientAddress(request({ [ORIGIN_SECRET_HEADER]: SECRET }), SECRET)).toThrow(Forbidden);
  });

  it('X-Forwarded-For never picks the key, behind CloudFront or locally', () => {
    const edge = request({
      [ORIGIN_SECRET_HEADER]: SECRET,
      'cloudfront-viewer-address': '203.0.113.7:51234',
      'x-forwarded-for': '192.0.2.50, 203.0.113.7',
    });
    expect(clientAddress(edge, SECRET)).toBe('203.0.113.7');
    const local = request({ 'x-forwarded-for': '192.0.2.50' }, '127.0.0.1');
    expect(clientAddress(local, undefined)).toBe('127.0.0.1');
  });

  it('locally, with no origin secret, a request is counted by its socket address and a viewer-address header is ignored', () => {
    const event = request({ 'cloudfront-viewer-address': '192.0.2.1:1' }, '127.0.0.1');
    expect(clientAddress(event, undefined)).toBe('127.0.0.1');
  });
});
