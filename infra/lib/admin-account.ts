import { CustomResource, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import path from 'node:path';
import { acknowledge } from './nag.ts';
import { repoRoot } from './paths.ts';
import { RouteFunction } from './route-function.ts';
import type { Stage } from './stage.ts';

/** Every punctuation mark Secrets Manager may use, except the specials the password rule allows (@$!%*?&). */
const DISALLOWED_SPECIALS = `"#'()+,-./:;<=>[\\]^_\`{|}~`;

/**
 * The first admin, created at deploy: the email from context, a generated initial password in
 * Secrets Manager (read it there once), and `isFirstLogin` so the first login forces a new password.
 */
export class AdminAccount extends Construct {
  readonly initialPassword: Secret;

  constructor(scope: Construct, id: string, props: { stage: Stage; table: ITable; email: string }) {
    super(scope, id);
    this.initialPassword = new Secret(this, 'InitialPassword', {
      description: `Initial password of the Tiffin admin ${props.email}; changed at the first login`,
      generateSecretString: {
        passwordLength: 20,
        requireEachIncludedType: true,
        excludeCharacters: DISALLOWED_SPECIALS,
      },
      removalPolicy: props.stage.removalPolicy,
    });
    Validations.of(this.initialPassword).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A one-time initial password: the admin must replace it at the first login, so rotation has nothing to rotate.',
    });

    const ensure = new RouteFunction(this, 'EnsureAdmin', {
      entry: path.join(repoRoot, 'functions/src/jobs/ensure-admin.ts'),
      stage: props.stage,
      // scrypt N=2^17 for the initial password hash.
      memorySize: 1024,
      environment: { ADMIN_EMAIL: props.email, ADMIN_PASSWORD_SECRET_ARN: this.initialPassword.secretArn },
    });
    ensure.bindTable(props.table, 'readWrite');
    this.initialPassword.grantRead(ensure);

    const provider = new Provider(this, 'Provider', {
      onEventHandler: ensure,
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: props.stage.logRetention,
        removalPolicy: props.stage.removalPolicy,
      }),
    });
    new CustomResource(this, 'Resource', { serviceToken: provider.serviceToken, properties: { Email: props.email } });

    const ensureId = Stack.of(this).getLogicalId(ensure.node.defaultChild as CfnElement);
    acknowledge(
      provider,
      "The CDK custom-resource framework logs with AWSLambdaBasicExecutionRole, runs a CDK-chosen Node.js runtime, and may invoke the handler's versions (:*).",
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `AwsSolutions-IAM5[Resource::<${ensureId}.Arn>:*]`,
        'AwsSolutions-L1',
      ],
    );
  }
}
