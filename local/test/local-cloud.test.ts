import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts, startLocalCloud, type LocalCloud, type LocalCloudPorts } from '../src/cloud.ts';

/** The addresses a TCP port is listened on, from the kernel's socket tables (Linux). */
function listeningOn(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const v4 = readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1);
  const v6 = readFileSync('/proc/net/tcp6', 'utf8').split('\n').slice(1);
  const rows = [...v4, ...v6].map((line) => line.trim().split(/\s+/)).filter((cols) => cols[3] === '0A');
  return rows
    .filter((cols) => cols[1]!.endsWith(`:${hexPort}`))
    .map((cols) => {
      const hex = cols[1]!.split(':')[0]!;
      if (hex.length === 8)
        return hex
          .match(/../g)!
          .reverse()
          .map((byte) => parseInt(byte, 16))
          .join('.');
      return /^0+$/.test(hex) ? '::' : hex === '00000000000000000000000001000000' ? '::1' : hex;
    });
}

let cloud: LocalCloud;
let ports: LocalCloudPorts;
beforeAll(async () => {
  ports = await freePorts();
  cloud = await startLocalCloud({ ports, tableName: 'tiffin-bind-test' });
}, 120_000);
afterAll(() => cloud?.stop());

describe('the local stack', () => {
  it('listens on 127.0.0.1 only: the API, the SES inbox, the local Stripe and the live-updates socket are not reachable from the network', () => {
    for (const name of ['api', 'ses', 'stripe', 'ws'] as const) {
      expect(listeningOn(ports[name]), name).toEqual(['127.0.0.1']);
    }
  });
});

describe('the local API has no CORS, as the cloud has none; the photo bucket names the web app', () => {
  const WEB = 'http://localhost:5173';
  const preflight = (url: string, origin: string, method = 'GET') =>
    fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
    });

  it("the API answers no CORS headers: the web app calls it through its own origin's /x/, another site's page can read nothing", async () => {
    const url = `${cloud.apiUrl}/api/categories/get`;
    for (const origin of [WEB, 'https://evil.example']) {
      const asked = await preflight(url, origin);
      expect(asked.headers.get('access-control-allow-origin'), origin).toBeNull();
      const read = await fetch(url, { headers: { origin } });
      expect(read.status).toBe(200);
      expect(
        [...read.headers.keys()].filter((name) => name.startsWith('access-control-')),
        origin,
      ).toEqual([]);
    }
  });

  it("a page a developer visits cannot read or refund local payments: the local Stripe answers CORS to the web app's origin only", async () => {
    const stripe = `http://127.0.0.1:${ports.stripe}/v1/refunds`;
    for (const origin of ['https://evil.example', 'null']) {
      const asked = await preflight(stripe, origin, 'POST');
      expect(asked.headers.get('access-control-allow-origin'), origin).toBeNull();
      const read = await fetch(stripe, { headers: { origin } });
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    // The web app's own page confirms a card there (Stripe.js's calls, as the cloud's Stripe answers them).
    for (const origin of [WEB, 'http://127.0.0.1:5173']) {
      const asked = await preflight(stripe, origin, 'POST');
      expect(asked.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(asked.headers.get('vary'), origin).toMatch(/origin/i);
    }
  });

  it("another site's page cannot post to the local photo bucket", async () => {
    const bucket = `${cloud.photos.endpoint}/${cloud.photos.bucket}`;
    const theirs = await preflight(bucket, 'https://evil.example', 'POST');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
    const mine = await preflight(bucket, WEB, 'POST');
    expect(mine.headers.get('access-control-allow-origin')).toBe(WEB);
  });
});
