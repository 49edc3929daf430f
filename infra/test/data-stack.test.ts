import { describe, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '@tiffin/functions/data/table';
import { buildTiffin, templateOf } from './build-app.ts';

const keySchema = (partitionKey: string, sortKey: string) => [
  { AttributeName: partitionKey, KeyType: 'HASH' },
  { AttributeName: sortKey, KeyType: 'RANGE' },
];

describe('data stack', () => {
  it('the table keys, indexes and TTL equal the data layer definition', () => {
    const template = templateOf(buildTiffin('dev').data);
    const { partitionKey, sortKey, timeToLiveAttribute, globalSecondaryIndexes } = tableDefinition;
    const keyNames = [
      partitionKey,
      sortKey,
      ...globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];

    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: keySchema(partitionKey, sortKey),
      AttributeDefinitions: Match.arrayEquals(keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' }))),
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('the prod table is retained and protected from deletion', () => {
    const template = templateOf(buildTiffin('prod').data);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
  });

  it('a dev table is deleted with its stack', () => {
    const template = templateOf(buildTiffin('dev').data);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});
