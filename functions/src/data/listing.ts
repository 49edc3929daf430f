import { dynamo, UpdateCommand } from '#adapters/dynamo';
import { getItem, tableName, withoutKeys, writeIf, type Key } from './operations.ts';

const MAX_ATTEMPTS = 8;

/**
 * Moves a restaurant or a dish in or out of its city's listing by changing only `listed` and the listing's index
 * keys its item builder derives (GSI1 for a restaurant; every catalogue list for a dish), so a stock decrement or a rating ADD running at the same time is never
 * overwritten. The keys depend on the name and city, so the write is conditioned on them and redone
 * from a fresh read if the seller renamed the item meanwhile.
 */
export async function setListed<R extends { name: string }>(
  key: Key,
  listed: boolean,
  build: (record: R) => Record<string, unknown>,
  cityOf: (record: R) => string,
  city: { path: string; names: Record<string, string> },
  /** The index keys the listing brings (set from `build`) and takes away (removed). */
  listingKeys: readonly string[] = ['GSI1PK', 'GSI1SK'],
  /** What else the keys are built from, as read (a dish's price, category and rating totals). */
  alsoAsRead?: (record: R) => { expression: string; names: Record<string, string>; values: Record<string, unknown> },
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await getItem<R>(key, true);
    if (!stored) return;
    const record = withoutKeys(stored);
    const built = build({ ...record, listed });
    const also = alsoAsRead?.(record);
    const written = await writeIf(() =>
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: listed
            ? `SET listed = :listed, ${listingKeys.map((name) => `${name} = :${name}`).join(', ')}`
            : `SET listed = :listed REMOVE ${listingKeys.join(', ')}`,
          ConditionExpression: `attribute_exists(PK) AND #name = :name AND ${city.path} = :city${also ? ` AND ${also.expression}` : ''}`,
          ExpressionAttributeNames: { '#name': 'name', ...city.names, ...also?.names },
          ExpressionAttributeValues: {
            ...also?.values,
            ':listed': listed,
            ':name': record.name,
            ':city': cityOf(record),
            ...(listed ? Object.fromEntries(listingKeys.map((name) => [`:${name}`, built[name]])) : {}),
          },
        }),
      ),
    );
    if (written) return;
  }
  throw new Error(`could not change the listing of ${key.PK}`);
}
