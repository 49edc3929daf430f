import { CreateTableCommand, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ensureTable, localClient } from '@tiffin/local/dynamodb';
import { FOOD_LISTING_ATTRIBUTES, foodItem } from '#data/dishes';
import { keys, partitions } from '#data/keys';
import { createTableInput, tableDefinition } from '#data/table';
import type { FoodRecord } from '#domain/model';

/** `npm start` on a data folder written before the catalogue's sorted lists. */
const TableName = `tiffin-upgrade-${process.env.VITEST_POOL_ID ?? '0'}`;
const client = localClient(inject('dynamoEndpoint'));
const documents = DynamoDBDocumentClient.from(client);
afterAll(() => client.send(new DeleteTableCommand({ TableName })).catch(() => undefined));

const dish: FoodRecord = {
  id: 'f-upgrade-1',
  name: 'Old Dosa',
  price: 9_000,
  foodType: 'veg',
  category: { _id: 'cat-dosa', cat: 'Dosa', catimg: '' },
  image: '',
  description: 'Written before the sorted lists',
  quantity: 3,
  restaurant: { id: 'r-upgrade', name: 'Old Kitchen', city: 'pune', address: '', latitude: 18.5, longitude: 73.8 },
  listed: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ratingSum: 0,
  ratingCount: 0,
};

describe('a local table from before the catalogue indexes', () => {
  it('gets every index it lacks when npm start opens it, and its dishes are in every list', async () => {
    // The table as it was: the first three indexes, dishes with only their GSI1 and GSI2 keys.
    const old = createTableInput(TableName);
    old.GlobalSecondaryIndexes = old.GlobalSecondaryIndexes!.slice(0, 3);
    const oldKeys = new Set(
      old.GlobalSecondaryIndexes.flatMap((index) => index.KeySchema!.map((k) => k.AttributeName)),
    );
    old.AttributeDefinitions = old.AttributeDefinitions!.filter(
      (a) => ['PK', 'SK'].includes(a.AttributeName!) || oldKeys.has(a.AttributeName),
    );
    await client.send(new CreateTableCommand(old));
    const built = foodItem(dish);
    const extra = new Set<string>([...FOOD_LISTING_ATTRIBUTES, 'nameSearch', 'restaurantSearch']);
    const written = Object.fromEntries(
      Object.entries(built).filter(([name]) => !extra.has(name) || name === 'GSI1PK' || name === 'GSI1SK'),
    );
    await documents.send(new PutCommand({ TableName, Item: written }));

    expect(await ensureTable(inject('dynamoEndpoint'), TableName)).toBe(false);

    for (const { indexName, partitionKey } of tableDefinition.globalSecondaryIndexes.slice(3)) {
      const found = await documents.send(
        new QueryCommand({
          TableName,
          IndexName: indexName,
          KeyConditionExpression: `${partitionKey} = :pk`,
          ExpressionAttributeValues: { ':pk': built[partitionKey as keyof typeof built] },
        }),
      );
      expect(
        found.Items?.map((item) => item.id),
        indexName,
      ).toEqual([dish.id]);
    }
    const stored = await documents.send(
      new QueryCommand({
        TableName,
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :pk',
        ExpressionAttributeValues: { ':pk': partitions.cityCategory('pune', 'cat-dosa') },
      }),
    );
    expect(stored.Items).toEqual([expect.objectContaining({ ...keys.food(dish.id), nameSearch: 'old dosa' })]);
  });
});
