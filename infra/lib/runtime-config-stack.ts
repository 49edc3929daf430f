import { Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import { runtimeConfigJs } from './runtime-config.ts';
import type { WebStack } from './web-stack.ts';

/**
 * Writes /config.js with the stage's live-updates socket URL into the site bucket and refreshes it on the CDN, so
 * one web build serves every stage. Its own stack: the Live stack already depends on the Web stack (the token
 * issuer), so neither of them can hold a value of the other.
 */
export class RuntimeConfigStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps & { web: WebStack; socketUrl: string }) {
    super(scope, id, props);
    const { bucket, distribution } = props.web;
    const body = runtimeConfigJs(props.socketUrl);
    // Property changes (a new socket URL) re-run the call; the id itself can stay.
    const version = PhysicalResourceId.of('config-js');

    const write = new AwsCustomResource(this, 'WriteConfigJs', {
      onUpdate: {
        service: 'S3',
        action: 'putObject',
        parameters: {
          Bucket: bucket.bucketName,
          Key: 'config.js',
          Body: body,
          ContentType: 'text/javascript',
          CacheControl: 'no-cache',
        },
        physicalResourceId: version,
      },
      policy: {
        statements: [
          new PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects('config.js')] }),
        ],
      },
      installLatestAwsSdk: false,
    });
    const invalidate = new AwsCustomResource(this, 'InvalidateConfigJs', {
      onUpdate: {
        service: 'CloudFront',
        action: 'createInvalidation',
        parameters: {
          DistributionId: distribution.distributionId,
          InvalidationBatch: { CallerReference: Date.now().toString(), Paths: { Quantity: 1, Items: ['/config.js'] } },
        },
        physicalResourceId: version,
      },
      policy: {
        statements: [
          new PolicyStatement({
            actions: ['cloudfront:CreateInvalidation'],
            resources: [distribution.distributionArn],
          }),
        ],
      },
      installLatestAwsSdk: false,
    });
    invalidate.node.addDependency(write);

    acknowledge(
      this,
      "aws-cdk-lib's AwsCustomResource Lambda logs with AWSLambdaBasicExecutionRole and runs a runtime CDK chooses; its own grants are one object and one distribution.",
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'AwsSolutions-L1',
      ],
    );
  }
}
