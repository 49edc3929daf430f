import { LIVE_PROTOCOL } from '@tiffin/shared/api/live';
import { systemClock as clock } from '#adapters/clock';
import { requireSettings } from '#platform/config';
import { AppError, Unauthorized } from '#platform/errors';
import { logger } from '#platform/logger';
import { verifyToken } from '#platform/tokens';
import { admitListener, forgetListener } from '#domain/live/updates';
import * as accounts from '#data/accounts';
import * as connections from '#data/connections';
import { withTracing } from '#platform/tracer';

/**
 * The live-updates WebSocket's routes ($connect, $disconnect, $default) in one function: API Gateway in AWS,
 * `npm start`'s local socket server on a laptop. $connect signs the socket in with the access token the HTTP API
 * takes, offered as the second subprotocol (shared/src/api/live.ts says why not in the URL).
 */
requireSettings('region', 'tableName', 'tokenIssuer', 'tokenAudience');

export interface SocketEvent {
  requestContext: { eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE'; connectionId: string };
  headers?: Record<string, string | undefined> | null;
}

export interface SocketAnswer {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
}

const answer = (statusCode: number, message: string): SocketAnswer => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message }),
});

/** The token among the offered subprotocols: `tiffin.live.v1, <jwt>`, nothing else. */
function offeredToken(headers: SocketEvent['headers']): string {
  const offered = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'sec-websocket-protocol')?.[1];
  const [protocol, token, ...rest] = (offered ?? '').split(',').map((part) => part.trim());
  if (protocol !== LIVE_PROTOCOL || !token || rest.length > 0) throw new Unauthorized();
  return token;
}

async function handle(event: SocketEvent): Promise<SocketAnswer> {
  const { eventType, connectionId } = event.requestContext;
  try {
    if (eventType === 'CONNECT') {
      const caller = await verifyToken(offeredToken(event.headers));
      await admitListener({ accounts, connections, clock }, caller, connectionId);
      return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': LIVE_PROTOCOL } };
    }
    if (eventType === 'DISCONNECT') await forgetListener({ connections }, connectionId);
    // MESSAGE: the browser's keep-alive ping; nothing to answer.
    return { statusCode: 200 };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return answer(error.statusCode, error.message);
    logger.error('Live socket failed', error as Error);
    return answer(500, 'Internal server error');
  }
}

export const handler = withTracing('live/socket', handle);
