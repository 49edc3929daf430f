import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { liveProtocols } from '@tiffin/shared/api/live';
import type { SocketServer } from '@tiffin/local/live';
import { newCustomer } from './support/people.ts';
import { useStack } from './support/stack.ts';

/**
 * No request ends `npm start`: its gateway and its live-updates socket server answer a malformed request or frame as
 * the cloud would (400, or that one socket closed) and go on answering everyone else. Each rule sends the bad input,
 * then a good request, in the same process the servers run in.
 */
const { api } = await useStack();
let sockets: SocketServer;
let socketUrl: string;
const open: WebSocket[] = [];

beforeAll(async () => {
  const { createSocketServer } = await import('@tiffin/local/live');
  sockets = await createSocketServer();
  sockets.listen(0, '127.0.0.1');
  await once(sockets, 'listening');
  socketUrl = `ws://127.0.0.1:${(sockets.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const ws of open) ws.terminate();
  await new Promise((resolve) => sockets?.close(resolve));
});

/** A request written by hand, as an attacker's script would send it; resolves with the status line. */
function rawRequest(base: string, lines: string[]): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

const stillAnswers = async () => expect((await api.call('catalogue/list-categories')).status).toBe(200);

/** A signed-in customer's open socket, and how it was closed once it is. */
async function openSocket() {
  const customer = await newCustomer();
  const ws = new WebSocket(socketUrl, liveProtocols(customer.token));
  open.push(ws);
  await once(ws, 'open');
  const closed = once(ws, 'close').then(([code]) => code as number);
  return { ws, closed };
}

describe('no request ends the local cloud', () => {
  it('a request whose Host header is not a host gets 400, and the API answers the next one', async () => {
    const status = await rawRequest(api.base, ['GET /api/categories/get HTTP/1.1', 'Host: a b', 'Connection: close']);
    expect(status).toMatch(/^HTTP\/1\.1 400/);
    await stillAnswers();
  });

  it('a path whose percent-encoding does not decode gets 400 with a message, not 500', async () => {
    const answer = await api.call('catalogue/get-food', { params: { id: '%E0%A4%A' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.any(String) });
    await stillAnswers();
  });

  it('a 33 KB frame closes that socket as too big (1009), and the socket server accepts the next one', async () => {
    const { ws, closed } = await openSocket();
    ws.send('x'.repeat(33 * 1024));
    expect(await closed).toBe(1009);
    const next = await openSocket();
    expect(next.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('a text frame of invalid UTF-8 closes that socket (1007), and the socket server accepts the next one', async () => {
    const { ws, closed } = await openSocket();
    ws.send(Buffer.from([0xe0, 0xa4, 0xff]), { binary: false });
    expect(await closed).toBe(1007);
    const next = await openSocket();
    expect(next.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('a post to @connections with an id that does not decode gets 400, and the socket server goes on', async () => {
    const base = socketUrl.replace('ws://', 'http://');
    const status = await rawRequest(base, [
      `POST ${sockets.callbackPath}/@connections/%E0%A4%A HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Length: 0',
      'Connection: close',
    ]);
    expect(status).toMatch(/^HTTP\/1\.1 400/);
    const next = await openSocket();
    expect(next.ws.readyState).toBe(WebSocket.OPEN);
  });
});
