import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { tableDefinition } from '@tiffin/functions/data/table';
import { geoDataFile, lockFile, repoRoot } from './paths.ts';
import type { Stage } from './stage.ts';

export type TableAccess = 'read' | 'readWrite';

// No Scan: every hot-path request is GetItem, Query or BatchGet (DESIGN section 6).
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

/**
 * ESM needs a `require` for the CommonJS dependencies esbuild bundles. esbuild does not read the banner, so its import
 * is named so that no bundled module's own `createRequire` import (platform/dynamo.ts) can collide with it.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as bannerCreateRequire } from 'module';const require = bannerCreateRequire(import.meta.url);";

/** The same bundle the construct builds, as plain esbuild options (the bundle-size test builds with them). */
export function esbuildOptionsOf() {
  return {
    bundle: true,
    minify: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node22',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    external: ['@aws-sdk/*'],
    metafile: true as const,
  };
}

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
 * `FunctionWithLogGroup` idea), so no stack repeats function props.
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
      entry: props.entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup,
      ...(props.layers ? { layers: props.layers } : {}),
      // X-Ray traces every invocation (Lambda's own segments: init, invocation, overhead). The Powertools
      // Tracer library would add AWS SDK subsegments but costs ~124 KB per bundle: see the README.
      tracing: Tracing.ACTIVE,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: {
        POWERTOOLS_SERVICE_NAME: 'tiffin',
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        target: 'node22',
        // Prefer packages' ESM builds, which esbuild can tree-shake.
        mainFields: ['module', 'main'],
        // Bundled CommonJS dependencies still call require(); ESM has none until we make one.
        banner: ESM_REQUIRE_BANNER,
        // The Node.js 22 runtime ships AWS SDK v3: leaving it out keeps every bundle small (tests and `npm start`
        // use the pinned copy). DynamoDB goes through platform/dynamo.ts (aws4 signing, the runtime's
        // @aws-sdk/util-dynamodb), not the SDK's client, whose load cost most of a cold start.
        bundleAwsSDK: false,
        ...(props.externalModules ? { externalModules: ['@aws-sdk/*', ...props.externalModules] } : {}),
        // What each bundle is made of (index.meta.json beside it; `npm run bench -- bundles` lists its top packages).
        metafile: true,
        // The offline geography is a data file read on first use, beside the bundle, not inside it.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, outputDir: string) => [`cp "${geoDataFile}" "${outputDir}/india-geo.json"`],
        },
      },
    });
    logGroup.grantWrite(role);

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'DESIGN section 11 fixes Node.js 22 for every function; moving to a newer runtime is a deliberate upgrade, not a lint fix.',
    });
    // Active tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no resource.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray trace writes (PutTraceSegments, PutTelemetryRecords) support no resource-level permissions.',
    });
  }

  /** Lets the function send mail through SES from one identity (the sender's domain) only. */
  bindMail(mailFrom: string): void {
    const domain = /@([^>\s]+)>?$/.exec(mailFrom)?.[1];
    if (!domain) throw new Error(`mailFrom must contain an email address: ${mailFrom}`);
    this.addEnvironment('MAIL_FROM', mailFrom);
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
