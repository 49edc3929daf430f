// The production build served the way the web stack serves it (CloudFront in front of S3): HTTPS with HTTP/2, hashed
// assets cached for a year, index.html and config.js never cached, text compressed, any path without a file answered
// with its prerendered page or the SPA fallback (shared/src/built-pages.ts), /x/* sent to the API without the
// prefix, uncached, as CloudFront sends it, and /photos/* answered as the photo bucket answers: the seed's pictures as
// the resize step's WebP versions, cached for a year.
import { execFileSync } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { seedPhotoFiles } from '@tiffin/local/demo-photos/webp';
import { API_PREFIX, stripApiPrefix } from '@tiffin/shared/api/site-prefix';
import { runtimeConfigJs } from '../infra/lib/runtime-config.ts';
import { builtFileFor, prerenderedPages } from '../shared/src/built-pages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

export interface StaticSite {
  origin: string;
  close: () => Promise<void>;
}

/** A throw-away self-signed certificate for 127.0.0.1 (the browser is started with --ignore-certificate-errors). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiffin-bench-tls-'));
  try {
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'])
        .concat(['-keyout', keyFile, '-out', certFile]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers one hop may not pass on: HTTP/2's pseudo-headers and HTTP/1's connection-specific ones. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const passable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** CloudFront's /x/* behaviour: the request, its headers but Host and its body, to the API without the prefix. */
function proxyToApi(apiUrl: string, request: Http2ServerRequest, response: Http2ServerResponse, target: string) {
  const upstream = httpRequest(
    new URL(target, apiUrl),
    { method: request.method, headers: passable(request.headers) },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, passable(answer.headers));
      answer.pipe(response);
    },
  );
  upstream.once('error', () => {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Bad Gateway' }));
  });
  request.pipe(upstream);
}

/** CloudFront's /photos/* behaviour over the bucket: the object with the headers the photo store wrote, or 404. */
async function servePhoto(
  photoFile: ReturnType<typeof seedPhotoFiles>,
  pathname: string,
  response: Http2ServerResponse,
) {
  const bytes = await photoFile(pathname).catch(() => null);
  if (!bytes) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    return void response.end('Not found');
  }
  // As functions/src/adapters/photos.ts stores each WebP version.
  response.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
  response.end(bytes);
}

export async function serveBuild(dist: string, apiUrl: string, port: number): Promise<StaticSite> {
  const pages = prerenderedPages(dist);
  const configJs = runtimeConfigJs();
  const photoFile = seedPhotoFiles();
  const cache = new Map<string, { body: Buffer; gzip?: Buffer }>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      entry = { body, gzip: COMPRESSIBLE.has(path.extname(file)) ? gzipSync(body) : undefined };
      cache.set(file, entry);
    }
    return entry;
  };

  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (request: Http2ServerRequest, response: Http2ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith(`${API_PREFIX}/`))
        return proxyToApi(apiUrl, request, response, `${stripApiPrefix(url.pathname)}${url.search}`);
      if (url.pathname.startsWith('/photos/')) return void servePhoto(photoFile, url.pathname, response);
      const pathname = decodeURIComponent(url.pathname);
      let file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
      if (pathname === '/config.js') {
        response.writeHead(200, { 'content-type': TYPES['.js']!, 'cache-control': 'no-cache' });
        return response.end(configJs);
      }
      if (!isFile) {
        if (pathname.startsWith('/assets/')) {
          response.writeHead(404, { 'content-type': 'text/plain' });
          return response.end('Not found');
        }
        // CloudFront's page router: a prerendered path's page, any other address the SPA fallback.
        file = path.join(dist, builtFileFor(pathname, pages));
      }
      const ext = path.extname(file);
      const { body, gzip } = load(file);
      const useGzip = gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(useGzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      });
      response.end(useGzip ? gzip : body);
    },
  );
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
