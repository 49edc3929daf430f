import { describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { buildTiffin, nagFindings, templateOf } from './build-app.ts';

const { jobs } = buildTiffin('dev');
const template = templateOf(jobs);
const functionLogicalId = jobs.getLogicalId(jobs.weeklySellerStats.node.defaultChild as CfnElement);

type Statement = { Action: string | string[]; Resource: unknown };
const statements = (): Statement[] =>
  Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as Statement[],
  );

describe('jobs stack', () => {
  it('is named Tiffin-<stage>-Jobs', () => {
    expect(jobs.stackName).toBe('Tiffin-dev-Jobs');
    expect(buildTiffin('prod').jobs.stackName).toBe('Tiffin-prod-Jobs');
  });

  it('EventBridge runs the weekly seller stats job every 15 minutes', () => {
    template.resourceCountIs('AWS::Events::Rule', 1);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionLogicalId, 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionLogicalId, 'Arn'] },
    });
  });

  it('the job runs Node.js 22 on ARM64, knows its table and ends well before the next run', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Timeout: 300,
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
    });
  });

  it('the job may only Query the indexes it reads and Put items (its transactions are Puts): no Scan, no delete, no update', () => {
    const tableActions = statements()
      .flatMap((statement) => [statement.Action].flat())
      .filter((action) => action.startsWith('dynamodb:'));
    expect(tableActions.sort()).toEqual(['dynamodb:PutItem', 'dynamodb:Query']);
    const queryOn = JSON.stringify(statements().find((s) => [s.Action].flat().includes('dynamodb:Query'))?.Resource);
    expect(queryOn).toMatch(/\/index\/GSI2/);
    expect(queryOn).toMatch(/\/index\/GSI3/);
    expect(queryOn).not.toMatch(/GSI1|\*/);
  });

  it.each(['dev', 'prod'] as const)('cdk-nag finds nothing unacknowledged (%s)', (stage) => {
    const stack = buildTiffin(stage).jobs;
    expect([...nagFindings(stack, 'error'), ...nagFindings(stack, 'warning')]).toEqual([]);
  });
});
