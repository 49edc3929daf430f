import { CustomResource, Duration, RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import path from 'node:path';
import { functionBundling } from './function-bundle.ts';
import { acknowledge } from './nag.ts';
import { lockFile, repoRoot } from './paths.ts';
import type { Stage } from './stage.ts';

/**
 * The ES256 key pair that signs Tiffin's tokens (docs/architecture.md#accounts-and-tokens). The private JWK lives only in
 * Secrets Manager, generated at deploy time; the public JWK reaches the functions as a deploy-time
 * value, never as a literal in the template.
 */
export class SigningKey extends Construct {
  readonly secret: Secret;
  readonly publicJwk: string;

  constructor(scope: Construct, id: string, { stage }: { stage: Stage }) {
    super(scope, id);
    this.secret = new Secret(this, 'PrivateJwk', {
      description: 'Tiffin token-signing private key (JWK, ES256), written by the SigningKey custom resource',
      removalPolicy: stage.removalPolicy === RemovalPolicy.DESTROY ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the signing key would log every user out; rotation is a planned operation with a key-id change.',
    });

    const onEvent = new NodejsFunction(this, 'Generator', {
      entry: path.join(repoRoot, 'infra/lib/signing-key-handler.ts'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(30),
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      logGroup: new LogGroup(this, 'GeneratorLogs', {
        retention: stage.logRetention,
        removalPolicy: stage.removalPolicy,
      }),
      // The functions' own bundling options; it reads no geography.
      bundling: functionBundling({ geoData: false }),
    });
    this.secret.grantRead(onEvent);
    this.secret.grantWrite(onEvent);

    const provider = new Provider(this, 'Provider', {
      onEventHandler: onEvent,
      logGroup: new LogGroup(this, 'ProviderLogs', {
        retention: stage.logRetention,
        removalPolicy: stage.removalPolicy,
      }),
    });
    const resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      properties: { SecretArn: this.secret.secretArn },
    });
    this.publicJwk = resource.getAttString('PublicJwk');

    const generatorId = Stack.of(this).getLogicalId(onEvent.node.defaultChild as CfnElement);
    acknowledge(
      this,
      "The deploy-time key generator and the CDK custom-resource framework log with AWSLambdaBasicExecutionRole, run a CDK-chosen Node.js runtime, and may invoke the generator's versions (:*).",
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `AwsSolutions-IAM5[Resource::<${generatorId}.Arn>:*]`,
        'AwsSolutions-L1',
      ],
    );
  }

  /** Lets a token-issuing function read the private key. */
  grantSigning(grantee: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.secret.grantRead(grantee);
    grantee.addEnvironment('JWT_PRIVATE_JWK_SECRET_ARN', this.secret.secretArn);
  }
}
