import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeList, type RouteDef, type RouteId } from '@tiffin/shared/api/routes';
import { renderImage } from './demo-photos/images.ts';
import { guardRouteWrites, runAsRoute } from './route-writes.ts';
import { repoRoot } from './settings.ts';

const handlersDir = path.join(repoRoot, 'functions/src/handlers');

export type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

/** API Gateway's own cap; the Middy preset applies the much smaller per-route cap. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/** Each route runs its own handler file, as its Lambda would. */
async function loadHandler(route: RouteDef): Promise<Handler> {
  const file = path.join(handlersDir, `${route.handler}.ts`);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { handler: Handler };
  return module.handler;
}

function lambdaContext(route: RouteDef, requestId: string): Context {
  const functionName = `tiffin-local-${route.handler.replace('/', '-')}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:ap-south-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > GATEWAY_MAX_BODY) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A host name or address with an optional port, as a Host header must be (API Gateway refuses others with 400). */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A request's path and query; undefined when its Host header is no host or its target no path. */
function requestUrl(host: string | undefined, target: string | undefined): URL | undefined {
  if (host !== undefined && !HOST.test(host)) return undefined;
  try {
    const url = new URL(target ?? '/', 'http://localhost');
    return url.host === 'localhost' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The route's path parameters, decoded; undefined when one's percent-encoding does not decode (API Gateway: 400). */
function pathParametersOf(compiled: CompiledRoute, match: RegExpMatchArray): Record<string, string> | undefined {
  try {
    return Object.fromEntries(compiled.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
  } catch {
    return undefined;
  }
}

/** The API Gateway HTTP API (payload v2) event for one request, as AWS builds it. */
function toEvent(
  request: IncomingMessage,
  url: URL,
  compiled: CompiledRoute,
  pathParameters: Record<string, string>,
  body: Buffer,
  requestId: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const routeKey = `${compiled.route.method} ${compiled.route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: url.search ? query : undefined,
    pathParameters: compiled.names.length ? pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: compiled.route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, unknown> = {}) {
  // Middy's security headers remove a header by leaving it undefined; Node refuses undefined values.
  const defined = Object.entries(headers).filter(([, value]) => value !== undefined && value !== null);
  response.writeHead(status, { 'content-type': 'application/json', ...Object.fromEntries(defined) });
  response.end(body);
}

export interface GatewayOptions {
  /** Functions to run instead of some routes' own handlers, by handler name (the benchmark's bare baselines). */
  handlers?: Readonly<Record<string, Handler>>;
}

/**
 * The local API Gateway: serves every route of the route table through the same handler files
 * that run in Lambda, with API Gateway v2 events.
 */
export async function createGateway({ handlers: replaced = {} }: GatewayOptions = {}): Promise<Server> {
  guardRouteWrites(process.env.TIFFIN_RECORD_ROUTE_WRITES);
  const compiled = routeList.map(compile);
  const handlers = new Map<RouteDef, Handler>();
  for (const { route } of compiled) handlers.set(route, replaced[route.handler] ?? (await loadHandler(route)));

  return createServer(async (request, response) => {
    // No CORS, as the cloud's API has none: the web app calls it on its own origin (/x/, proxied here).
    const url = requestUrl(request.headers.host, request.url);
    if (!url) return send(response, 400, JSON.stringify({ message: 'Bad Request' }));
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname.startsWith('/images/')) {
      const image = renderImage(url.pathname);
      return image
        ? send(response, 200, image, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
        : send(response, 404, JSON.stringify({ message: 'Not Found' }));
    }
    const candidates = compiled.filter((c) => c.pattern.test(url.pathname));
    const found = candidates.find((c) => c.route.method === method);
    const match = found && url.pathname.match(found.pattern);
    if (!found || !match) return send(response, 404, JSON.stringify({ message: 'Not Found' }));
    const pathParameters = pathParametersOf(found, match);
    if (!pathParameters) return send(response, 400, JSON.stringify({ message: 'Bad Request' }));

    const body = await readBody(request);
    if (body === 'too-large') return send(response, 413, JSON.stringify({ message: 'Request body is too large' }));
    const requestId = randomUUID();
    try {
      const handler = handlers.get(found.route)!;
      const result = await runAsRoute(found.route.handler as RouteId, () =>
        handler(toEvent(request, url, found, pathParameters, body, requestId), lambdaContext(found.route, requestId)),
      );
      send(response, result.statusCode ?? 200, result.body ?? '', result.headers);
    } catch (error) {
      // A Lambda that throws becomes API Gateway's generic 500, with no details.
      console.error(`[api] ${method} ${url.pathname} crashed`, error);
      send(response, 500, JSON.stringify({ message: 'Internal Server Error' }));
    }
  });
}
