import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { tableDefinition } from '@tiffin/functions/data/table';
import { functionBundling } from './function-bundle.ts';
import { lockFile, repoRoot } from './paths.ts';
import type { Stage } from './stage.ts';

export type TableAccess = 'read' | 'readWrite';

// No Scan: every hot-path request is GetItem, Query or BatchGet (docs/data-model.md#the-table).
const readActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const tableActions: Record<TableAccess, string[]> = {
  read: readActions,
  readWrite: [
    ...readActions,
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

export interface RouteFunctionProps {
  /** The handler file, exporting `handler`. */
  readonly entry: string;
  readonly stage: Stage;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly environment?: Record<string, string>;
  /** Layers the bundle relies on (the resize function's sharp). */
  readonly layers?: ILayerVersion[];
  /** Packages a layer provides, left out of the bundle besides the AWS SDK. */
  readonly externalModules?: string[];
}

/**
 * A Lambda with the defaults every Tiffin function shares (the Powertools example's
 * `FunctionWithLogGroup` idea), so no stack repeats function props: CDK's `NodejsFunction`, bundled by esbuild at
 * synth with the shared options of `functionBundling()` (infra/lib/function-bundle.ts). Tests that skip bundling
 * (`aws:cdk:bundling-stacks: []`) never run esbuild.
 */
export class RouteFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    // An explicit log group: retention is set here, with no log-retention custom resource.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.stage.logRetention,
      removalPolicy: props.stage.removalPolicy,
    });
    // An own role instead of AWSLambdaBasicExecutionRole, which may write to every log group.
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });

    super(scope, id, {
      // index.mjs, ESM, minified, its source map beside it (NODE_OPTIONS below), the metafile and the geography data.
      entry: props.entry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      bundling: functionBundling({ external: props.externalModules }),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      ...(props.layers ? { layers: props.layers } : {}),
      // X-Ray traces every invocation (Lambda's own segments: init, invocation, overhead).
      tracing: Tracing.ACTIVE,
      environment: {
        POWERTOOLS_SERVICE_NAME: 'tiffin',
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });
    logGroup.grantWrite(role);

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'docs/architecture.md#the-cloud fixes Node.js 22 for every function; moving to a newer runtime is a deliberate upgrade, not a lint fix.',
    });
    // Active tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no resource.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray trace writes (PutTraceSegments, PutTelemetryRecords) support no resource-level permissions.',
    });
  }

  /** Lets the function send mail through SES from one identity (the sender's domain) only. */
  bindMail(mailFrom: string, webOrigin: string): void {
    const domain = /@([^>\s]+)>?$/.exec(mailFrom)?.[1];
    if (!domain) throw new Error(`mailFrom must contain an email address: ${mailFrom}`);
    this.addEnvironment('MAIL_FROM', mailFrom);
    // The links in mails (an order's page) open the site.
    this.addEnvironment('WEB_ORIGIN', webOrigin);
    const { region, account } = Stack.of(this);
    Grant.addToPrincipal({
      grantee: this,
      actions: ['ses:SendEmail'],
      resourceArns: [`arn:aws:ses:${region}:${account}:identity/${domain}`],
    });
  }

  /** Names the table in `TABLE_NAME` and grants only the item actions the access mode needs. */
  bindTable(table: ITable, access: TableAccess): void {
    this.addEnvironment('TABLE_NAME', table.tableName);
    // Each index by name rather than `index/*`: the data layer definition fixes which exist.
    const indexArns = tableDefinition.globalSecondaryIndexes.map(
      (index) => `${table.tableArn}/index/${index.indexName}`,
    );
    Grant.addToPrincipal({
      grantee: this,
      actions: tableActions[access],
      resourceArns: [table.tableArn, ...indexArns],
    });
  }
}
