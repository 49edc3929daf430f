import { describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { buildTiffin, nagFindings, templateOf } from './build-app.ts';

const { jobs } = buildTiffin('dev');
const template = templateOf(jobs);
const functionLogicalId = jobs.getLogicalId(jobs.weeklySellerStats.node.defaultChild as CfnElement);

const reconcileLogicalId = jobs.getLogicalId(jobs.reconcilePayments.node.defaultChild as CfnElement);

type Statement = { Action: string | string[]; Resource: unknown };
/** The statements of the policies attached to one job's role. */
const statementsOf = (job: typeof jobs.weeklySellerStats): Statement[] => {
  const role = jobs.getLogicalId(job.role!.node.defaultChild as CfnElement);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
};
const statements = () => statementsOf(jobs.weeklySellerStats);
const tableActionsOf = (job: typeof jobs.weeklySellerStats) =>
  statementsOf(job)
    .flatMap((statement) => [statement.Action].flat())
    .filter((action) => action.startsWith('dynamodb:'))
    .sort();

describe('jobs stack', () => {
  it('is named Tiffin-<stage>-Jobs', () => {
    expect(jobs.stackName).toBe('Tiffin-dev-Jobs');
    expect(buildTiffin('prod').jobs.stackName).toBe('Tiffin-prod-Jobs');
  });

  it('EventBridge runs the weekly seller stats job every 15 minutes', () => {
    template.resourceCountIs('AWS::Events::Rule', 2);
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

  it('EventBridge runs payment reconciliation every 15 minutes, and retries a failed run', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [reconcileLogicalId, 'Arn'] },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }),
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [reconcileLogicalId, 'Arn'] },
    });
  });

  it('reconciliation knows its table, the Stripe key’s secret and the mail sender, and may read that one secret', () => {
    const fn = template.findResources('AWS::Lambda::Function')[reconcileLogicalId]!;
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'STRIPE_SECRET_KEY_ARN', 'MAIL_FROM']),
    );
    expect(fn.Properties.Environment.Variables).not.toHaveProperty('STRIPE_WEBHOOK_SECRET_ARN');
    const secretReads = statementsOf(jobs.reconcilePayments).filter((s) =>
      [s.Action].flat().includes('secretsmanager:GetSecretValue'),
    );
    expect(secretReads).toHaveLength(1);
    expect(JSON.stringify(secretReads[0]!.Resource)).toMatch(/StripeSecretKey/);
    expect(JSON.stringify(secretReads[0]!.Resource)).not.toMatch(/Webhook/);
  });

  it('reconciliation may send mail, and read and write table items by key only: no Query, no Scan, no index', () => {
    expect(tableActionsOf(jobs.reconcilePayments)).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    const onTable = statementsOf(jobs.reconcilePayments).find((s) => [s.Action].flat().includes('dynamodb:GetItem'));
    expect(JSON.stringify(onTable?.Resource)).not.toMatch(/index|\*/);
    const actions = statementsOf(jobs.reconcilePayments).flatMap((s) => [s.Action].flat());
    expect(actions).toContain('ses:SendEmail');
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
    expect(tableActionsOf(jobs.weeklySellerStats)).toEqual(['dynamodb:PutItem', 'dynamodb:Query']);
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
