import { Aws, Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { AwsCustomResource, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import { jobEntry } from './paths.ts';
import { RouteFunction } from './route-function.ts';
import { sharpLayer } from './sharp-layer.ts';
import type { Stage } from './stage.ts';

export interface PhotosProps {
  readonly stage: Stage;
  /** The site's access-log bucket: the photos bucket logs there too. */
  readonly logs: IBucket;
}

/**
 * Dish and restaurant photos: a private bucket the browser posts to with a presigned form (originals under
 * `uploads/`), and the resize function (sharp, from a layer) that S3 calls for each one: it keeps WebP versions under
 * `photos/` (CloudFront serves `/photos/*` from here) and deletes the original.
 */
export class Photos extends Construct {
  readonly bucket: Bucket;
  readonly resize: RouteFunction;
  /** A fixed name per stage, account and region, so other stacks grant on it without importing the bucket. */
  readonly bucketName: string;
  private readonly bucketNameForNag: string;

  constructor(scope: Construct, id: string, { stage, logs }: PhotosProps) {
    super(scope, id);
    this.bucketName = `tiffin-${stage.name}-photos-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.bucketNameForNag = `tiffin-${stage.name}-photos-<AWS::AccountId>-<AWS::Region>`;
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: this.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: !stage.isProd,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'photos/',
      lifecycleRules: [
        // An original the resize step never reached, and the reason a file was refused, go after a day.
        { prefix: 'uploads/', expiration: Duration.days(1) },
        { prefix: 'refused/', expiration: Duration.days(1) },
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    this.resize = new RouteFunction(this, 'Resize', {
      entry: jobEntry('resize-photo'),
      stage,
      // sharp decodes a 5 MB photo into tens of MB of pixels; more memory is also more CPU.
      memorySize: 1024,
      timeout: Duration.seconds(30),
      layers: [sharpLayer(this, 'Sharp')],
      externalModules: ['sharp'],
      environment: { PHOTOS_BUCKET: this.bucket.bucketName },
    });
    this.bucket.grantRead(this.resize, 'uploads/*');
    this.bucket.grantDelete(this.resize, 'uploads/*');
    this.bucket.grantPut(this.resize, 'photos/*');
    this.bucket.grantPut(this.resize, 'refused/*');
    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.resize), {
      prefix: 'uploads/',
    });
    acknowledge(
      this,
      'The resize function reads and deletes the originals, and writes the WebP versions and refusals, each under its own prefix of the photos bucket only.',
      [
        'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        'AwsSolutions-IAM5[Action::s3:GetObject*]',
        'AwsSolutions-IAM5[Action::s3:List*]',
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        `AwsSolutions-IAM5[Resource::<${this.logicalIdOf()}.Arn>/uploads/*]`,
        `AwsSolutions-IAM5[Resource::<${this.logicalIdOf()}.Arn>/photos/*]`,
        `AwsSolutions-IAM5[Resource::<${this.logicalIdOf()}.Arn>/refused/*]`,
      ],
    );
    acknowledgeNotificationsHandler(Stack.of(this));
  }

  /** The bucket's CloudFormation logical id, as cdk-nag names it in findings. */
  logicalIdOf(): string {
    return Stack.of(this).getLogicalId(this.bucket.node.defaultChild as never);
  }

  /**
   * Lets a route function presign uploads: the browser's POST is authorised as the function's role, so the role may
   * put objects under `uploads/` and do nothing else in the bucket (presigning itself calls no S3 API).
   */
  grantUploads(fn: RouteFunction): void {
    const arn = this.arnByName();
    fn.addEnvironment('PHOTOS_BUCKET', this.bucketName);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [`${arn}/uploads/*`] }));
    acknowledge(fn.role!, 'An upload route presigns posts under uploads/ of the photos bucket only.', [
      `AwsSolutions-IAM5[Resource::${this.nagArn()}/uploads/*]`,
    ]);
  }

  /** Lets a route function read what the resize step wrote (a photo's versions, or why it was refused). */
  grantStatus(fn: RouteFunction): void {
    const arn = this.arnByName();
    fn.addEnvironment('PHOTOS_BUCKET', this.bucketName);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [`${arn}/photos/*`, `${arn}/refused/*`] }),
    );
    // Without ListBucket a missing key answers 403, not 404: the status route could not tell "pending".
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [arn] }));
    acknowledge(
      fn.role!,
      "The upload status route reads the resize step's answers under photos/ and refused/ of the photos bucket only.",
      ['photos', 'refused'].map((prefix) => `AwsSolutions-IAM5[Resource::${this.nagArn()}/${prefix}/*]`),
    );
  }

  /**
   * Lets a route function import a seller's image address (docs/architecture.md#photos): it writes the fetched bytes
   * under `uploads/` (the resize step re-encodes them as an upload), reads the resize step's answer, and names the
   * photo by the site's own origin, where CloudFront serves `/photos/*`.
   */
  grantImports(fn: RouteFunction, webOrigin: string): void {
    this.grantUploads(fn);
    this.grantStatus(fn);
    fn.addEnvironment('PHOTOS_URL', webOrigin);
  }

  /** Named, not referenced: the Api stack builds the ARNs itself instead of importing the Web stack's exports. */
  private arnByName(): string {
    return `arn:${Aws.PARTITION}:s3:::${this.bucketName}`;
  }

  /** The bucket's ARN as cdk-nag names it in findings. */
  private nagArn(): string {
    return `arn:<AWS::Partition>:s3:::${this.bucketNameForNag}`;
  }

  /**
   * CORS for the site's POST of a photo. Set after the distribution exists: the bucket cannot name the distribution's
   * domain in its own properties (the distribution already names the bucket).
   */
  allowUploadsFrom(origins: string[]): void {
    new AwsCustomResource(this, 'UploadCors', {
      onUpdate: {
        service: 'S3',
        action: 'putBucketCors',
        parameters: {
          Bucket: this.bucket.bucketName,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: origins,
                AllowedMethods: [HttpMethods.POST],
                AllowedHeaders: ['*'],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        },
        physicalResourceId: PhysicalResourceId.of('photos-upload-cors'),
      },
      policy: {
        statements: [new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [this.bucket.bucketArn] })],
      },
      installLatestAwsSdk: false,
    });
    // The provider Lambda is one per stack, beside this construct.
    acknowledge(
      Stack.of(this),
      "aws-cdk-lib's AwsCustomResource Lambda logs with AWSLambdaBasicExecutionRole and runs a runtime CDK chooses; its only grant is the photos bucket's CORS.",
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'AwsSolutions-L1',
      ],
    );
  }
}

/** aws-cdk-lib's bucket-notifications handler (one per stack): a fixed runtime and the managed log policy. */
function acknowledgeNotificationsHandler(stack: Stack): void {
  const handler = stack.node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
  if (!handler) return;
  acknowledge(
    handler,
    "aws-cdk-lib's bucket-notifications handler sets the photos bucket's event notification at deploy; CDK fixes its role and policy.",
    [
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'AwsSolutions-IAM5[Resource::*]',
      'AwsSolutions-L1',
    ],
  );
}
