import { describe, expect, it } from 'vitest';
import { guardRouteWrites, runAsRoute } from '@tiffin/local/route-writes';
import { dynamo, PutCommand } from '#adapters/dynamo';
import { keys } from '#data/keys';
import { tableName } from '#data/operations';
import { getItem } from './support/table.ts';

/**
 * Each route's function may write only its own partitions (functions/src/data/route-writes.ts): in AWS an IAM
 * condition on dynamodb:LeadingKeys holds it, here the local cloud's guard does, the same way.
 */
guardRouteWrites();
const put = (key: { PK: string }) =>
  dynamo.send(new PutCommand({ TableName: tableName(), Item: { PK: key.PK, SK: 'PROBE', entity: 'Probe' } }));

describe('what a route may write', () => {
  it("a cart function tricked into writing an order or the marketplace's figures is refused, as IAM refuses it", async () => {
    await expect(runAsRoute('cart/add', () => put(keys.order('TF-PROBE01')))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(runAsRoute('cart/add', () => put(keys.marketplaceStats()))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    expect(await getItem({ PK: keys.order('TF-PROBE01').PK, SK: 'PROBE' })).toBeUndefined();
  });

  it('a read-only route writes nothing at all', async () => {
    await expect(runAsRoute('catalogue/list-foods', () => put(keys.user('probe')))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
  });

  it('a route writes its own partitions', async () => {
    await runAsRoute('cart/add', () => put(keys.user('probe-cart')));
    expect(await getItem({ PK: keys.user('probe-cart').PK, SK: 'PROBE' })).toMatchObject({ entity: 'Probe' });
  });
});
