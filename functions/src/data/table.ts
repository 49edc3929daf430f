import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The one table's definition (docs/data-model.md#the-table). The CDK data stack and the local table creation
 * both read it, so keys, indexes and TTL cannot drift apart.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  /** Live order updates: the publisher reads every change of an order from the table's stream. */
  stream: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    // The catalogue's sorted lists of a city's dishes (keys.foodListings): price up, down, rating; then per category.
    { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    { indexName: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
    { indexName: 'GSI6', partitionKey: 'GSI6PK', sortKey: 'GSI6SK' },
    { indexName: 'GSI7', partitionKey: 'GSI7PK', sortKey: 'GSI7SK' },
    { indexName: 'GSI8', partitionKey: 'GSI8PK', sortKey: 'GSI8SK' },
    { indexName: 'GSI9', partitionKey: 'GSI9PK', sortKey: 'GSI9SK' },
  ],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];

/** The CreateTable request for DynamoDB Local (on-demand, every GSI projecting all attributes). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey, globalSecondaryIndexes } = tableDefinition;
  const keyNames = [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.stream },
    AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
