import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoImport, isPublicAddress } from '#adapters/image-fetch';

/** The import's fetch (docs/architecture.md#photos): public hosts only, no redirect, capped in size and time. */
describe('an address that resolves to a private, loopback or link-local address is refused', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('loopback is allowed only with the local setting, and private addresses never are', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
    expect(isPublicAddress('169.254.169.254', true)).toBe(false);
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
const requests: IncomingMessage[] = [];
const answers: Record<string, (response: ServerResponse) => void> = {
  '/dosa.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  '/moved.png': (response) => response.writeHead(301, { location: '/dosa.png' }).end(),
  '/big.png': (response) => response.writeHead(200, { 'content-length': '2000' }).end(Buffer.alloc(2000)),
  '/endless.png': (response) => {
    response.writeHead(200);
    const timer = setInterval(() => response.write(Buffer.alloc(1000)), 5);
    response.on('close', () => clearInterval(timer));
  },
  '/silent.png': () => undefined,
};
const server = createServer((request, response) => {
  requests.push(request);
  const answer = answers[request.url ?? ''];
  if (answer) answer(response);
  else response.writeHead(404).end();
});
let base: string;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = createPhotoImport(() => ({ photosUrl: 'https://tiffin.test', allowLoopback: true, timeoutMs: 300 }));
const deployed = createPhotoImport(() => ({ photosUrl: 'https://tiffin.test', allowLoopback: false, timeoutMs: 300 }));

describe('the fetch of an image address', () => {
  it('answers the bytes of a picture', async () => {
    expect(await local.fetch(`${base}/dosa.png`, 1000)).toEqual({ bytes: PNG });
  });

  it('a deployed function never connects to loopback, whatever the name (localhost, an IP, http or https)', async () => {
    const before = requests.length;
    for (const address of [
      `${base}/dosa.png`,
      'https://localhost/dosa.png',
      'https://127.0.0.1/a.png',
      'https://[::1]/a.png',
    ])
      expect(await deployed.fetch(address, 1000)).toEqual({ refused: 'address' });
    expect(requests.length).toBe(before);
  });

  it('plain http is refused for a host that is not loopback, and an address with credentials is refused', async () => {
    expect(await local.fetch('http://10.0.0.1/a.png', 1000)).toEqual({ refused: 'address' });
    expect(await local.fetch(`http://user:secret@127.0.0.1:${new URL(base).port}/dosa.png`, 1000)).toEqual({
      refused: 'address',
    });
  });

  it('a host that does not resolve is refused', async () => {
    expect(await local.fetch('https://no-such-host.invalid/a.png', 1000)).toEqual({ refused: 'address' });
  });

  it('a redirect is not followed', async () => {
    const before = requests.filter((request) => request.url === '/dosa.png').length;
    expect(await local.fetch(`${base}/moved.png`, 1000)).toEqual({ refused: 'redirect' });
    expect(requests.filter((request) => request.url === '/dosa.png').length).toBe(before);
  });

  it('an oversized answer is refused, by its length or by what it sends', async () => {
    expect(await local.fetch(`${base}/big.png`, 1000)).toEqual({ refused: 'tooBig' });
    expect(await local.fetch(`${base}/endless.png`, 10_000)).toEqual({ refused: 'tooBig' });
  });

  it('an answer that never comes is given up after the timeout', async () => {
    const started = Date.now();
    expect(await local.fetch(`${base}/silent.png`, 1000)).toEqual({ refused: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a missing picture is unreachable; no cookie or credential is sent', async () => {
    expect(await local.fetch(`${base}/nothing.png`, 1000)).toEqual({ refused: 'unreachable' });
    const last = requests.at(-1)!;
    expect(last.headers.cookie).toBeUndefined();
    expect(last.headers.authorization).toBeUndefined();
  });
});
