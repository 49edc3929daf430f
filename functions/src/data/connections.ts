import type { LiveAudience, LiveConnection } from '#domain/model';
import { dynamo, QueryCommand } from '#adapters/dynamo';
import { keys, partitions } from './keys.ts';
import { getItem, tableName, transact } from './operations.ts';

/**
 * Open sockets of live order updates (TTL): `LISTENERS#<customer|restaurant>#<id>` / `CONNECTION#<connectionId>`,
 * so the publisher finds an order's listeners with one Query per audience, and `CONNECTION#<id>` / `CONNECTION`,
 * so a disconnect (which knows only the connection id) finds what to delete.
 */

export async function saveConnection(connection: LiveConnection): Promise<void> {
  const { connectionId, audience, expiresAtMs } = connection;
  const expiresAt = Math.ceil(expiresAtMs / 1000);
  const item = { entity: 'Connection', ...connection, expiresAt };
  await transact([
    { Put: { TableName: tableName(), Item: { ...keys.listener(audience.kind, audience.id, connectionId), ...item } } },
    { Put: { TableName: tableName(), Item: { ...keys.connection(connectionId), ...item } } },
  ]);
}

export function getConnection(connectionId: string): Promise<LiveConnection | undefined> {
  return getItem<LiveConnection>(keys.connection(connectionId));
}

export async function deleteConnection({ connectionId, audience }: Pick<LiveConnection, 'connectionId' | 'audience'>) {
  await transact([
    { Delete: { TableName: tableName(), Key: keys.listener(audience.kind, audience.id, connectionId) } },
    { Delete: { TableName: tableName(), Key: keys.connection(connectionId) } },
  ]);
}

/** The audience's sockets not yet expired (TTL deletes lazily, so expired ones are filtered out here). */
export async function connectionsOf(audience: LiveAudience, nowMs: number): Promise<LiveConnection[]> {
  const found: LiveConnection[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'expiresAt > :now',
        ExpressionAttributeValues: { ':pk': partitions.listeners(audience.kind, audience.id), ':now': nowMs / 1000 },
        ProjectionExpression: 'connectionId, audience, expiresAtMs',
        ExclusiveStartKey,
      }),
    );
    found.push(...((page.Items ?? []) as LiveConnection[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}
