import { request } from 'node:http';

export interface AnswerFrom<T = { message: string }> {
  status: number;
  body: T;
  retryAfter?: string;
}

let nextAddress = 10;
/** A client of its own: a loopback address (127.0.0.x) no other test of the file uses, as a different machine would be. */
export const newClient = () => `127.0.0.${nextAddress++}`;

/** Posts JSON to the local API from one client address (the source address the limits count by). */
export function postFrom<T = { message: string }>(
  base: string,
  from: string,
  path: string,
  body: unknown,
): Promise<AnswerFrom<T>> {
  const url = new URL(path, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text || '{}') as T,
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
