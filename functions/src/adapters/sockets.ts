import { createRequire } from 'node:module';
import type * as ManagementModule from '@aws-sdk/client-apigatewaymanagementapi';
import type { ApiGatewayManagementApiClient as ManagementClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { config } from '#platform/config';
import { traced } from '#platform/tracer';

/**
 * Posting to open WebSockets through API Gateway's connection management API (PostToConnection). Locally the same
 * client talks to `npm start`'s socket server, which answers the same `/@connections/<id>` calls. Loaded with
 * `require` and made on first use (only the publisher posts), captured by the Tracer.
 * Time: a connection gets 1 s and an attempt 2 s, two attempts in all, so a socket whose endpoint never answers
 * costs the publisher about 4 s and is skipped; otherwise the batch would run into the function's timeout and the
 * stream would retry it, repeating every update already sent.
 */
const load = createRequire(import.meta.url);
let client: ManagementClient | undefined;
let modules: typeof ManagementModule | undefined;

function management() {
  modules ??= load('@aws-sdk/client-apigatewaymanagementapi') as typeof ManagementModule;
  const local = config.dynamoEndpoint !== undefined;
  client ??= traced(
    new modules.ApiGatewayManagementApiClient({
      region: config.region,
      endpoint: config.socketCallbackUrl,
      maxAttempts: 2,
      requestHandler: new NodeHttpHandler({
        connectionTimeout: 1_000,
        requestTimeout: 2_000,
        throwOnRequestTimeout: true,
      }),
      ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
  );
  return { client, modules };
}

/** Sends one message; `gone` when the socket is closed (410), so its record can go. */
export async function postToConnection(connectionId: string, data: string): Promise<'sent' | 'gone'> {
  const { client, modules } = management();
  try {
    await client.send(new modules.PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return 'sent';
  } catch (error) {
    if (error instanceof modules.GoneException || (error as { name?: string }).name === 'GoneException') return 'gone';
    throw error;
  }
}

/** Closes one socket (DeleteConnection); a socket already gone (410) is no error. */
export async function closeConnection(connectionId: string): Promise<void> {
  const { client, modules } = management();
  try {
    await client.send(new modules.DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (error instanceof modules.GoneException || (error as { name?: string }).name === 'GoneException') return;
    throw error;
  }
}
