import { dynamo, UpdateCommand } from '#adapters/dynamo';
import { getItem, tableName, withoutKeys, writeIf, type Key } from './operations.ts';

const MAX_ATTEMPTS = 8;

/**
 * Moves a restaurant or a dish in or out of its city's listing by changing only `listed` and the GSI1
 * keys its item builder derives, so a stock decrement or a rating ADD running at the same time is never
 * overwritten. The keys depend on the name and city, so the write is conditioned on them and redone
 * from a fresh read if the seller renamed the item meanwhile.
 */
export async function setListed<R extends { name: string }>(
  key: Key,
  listed: boolean,
  build: (record: R) => Record<string, unknown>,
  cityOf: (record: R) => string,
  city: { path: string; names: Record<string, string> },
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await getItem<R>(key, true);
    if (!stored) return;
    const record = withoutKeys(stored);
    const built = build({ ...record, listed });
    const written = await writeIf(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: listed
            ? 'SET listed = :listed, GSI1PK = :gsi1pk, GSI1SK = :gsi1sk'
            : 'SET listed = :listed REMOVE GSI1PK, GSI1SK',
          ConditionExpression: `attribute_exists(PK) AND #name = :name AND ${city.path} = :city`,
          ExpressionAttributeNames: { '#name': 'name', ...city.names },
          ExpressionAttributeValues: {
            ':listed': listed,
            ':name': record.name,
            ':city': cityOf(record),
            ...(listed ? { ':gsi1pk': built.GSI1PK, ':gsi1sk': built.GSI1SK } : {}),
          },
        }),
      ),
    );
    if (written) return;
  }
  throw new Error(`could not change the listing of ${key.PK}`);
}
