import { CfnOutput, Duration, Stack, Validations, type CfnElement, type StackProps } from 'aws-cdk-lib';
import {
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { builtFileFor, inlineScriptHashes, prerenderedPages, SPA_FALLBACK } from '@tiffin/shared/built-pages';
import { contentSecurityPolicy } from '@tiffin/shared/security-headers';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import { Photos } from './photos.ts';
import { isBuilt, webDist } from './paths.ts';
import type { Stage } from './stage.ts';

export interface WebStackProps extends StackProps {
  readonly stage: Stage;
  /** The built SPA; deployed only when it has an index.html. */
  readonly distPath?: string;
}

/** The prerendered not-found page (web/react-router.config.ts prerenders /404). */
const NOT_FOUND_PAGE = '/404/index.html';

/** The SPA on a private bucket behind CloudFront (DESIGN section 11). */
export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** Dish and restaurant photos: the bucket, served under `/photos/*`, and its resize function. */
  readonly photos: Photos;
  /** The site's origin, for the API's CORS. */
  readonly origin: string;
  /** Whether a web build is uploaded (synth works before `npm run build`). */
  readonly isDeployed: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage, distPath = webDist } = props;

    const privateBucket: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: stage.removalPolicy,
      // A dev stack can be deleted even when its buckets hold files.
      autoDeleteObjects: !stage.isProd,
    };

    const logs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logging delivers its files through object ACLs.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(stage.logRetention) }],
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    this.bucket = new Bucket(this, 'Site', {
      ...privateBucket,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
    });

    this.photos = new Photos(this, 'Photos', { stage, logs });

    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Tiffin storefront security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        // Stripe.js (payments), the API and the photos bucket (a seller's upload) are the only other origins the page talks to.
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            // The HTTP API, the live order updates' WebSocket API and the photos bucket (a seller's upload).
            connect: [
              'https://*.execute-api.amazonaws.com',
              'wss://*.execute-api.amazonaws.com',
              `https://${this.photos.bucket.bucketRegionalDomainName}`,
            ],
            // The built pages' inline scripts (hydration data, module loader, early data), each by its hash.
            scriptHashes: inlineScriptHashes(distPath),
          }),
          override: true,
        },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        // Each path is answered from its prerendered page, or the SPA fallback for the app's other addresses.
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: this.pageRouter(prerenderedPages(distPath)) },
        ],
        // index.html and config.js must be fresh after a deploy.
        cachePolicy: CachePolicy.CACHING_DISABLED,
      },
      additionalBehaviors: {
        // Vite's hashed file names change with their content, so they can be cached for a year.
        '/assets/*': {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          responseHeadersPolicy: securityHeaders,
          cachePolicy: new CachePolicy(this, 'HashedAssets', {
            comment: 'Content-hashed assets: one year',
            defaultTtl: Duration.days(365),
            minTtl: Duration.days(365),
            maxTtl: Duration.days(365),
            enableAcceptEncodingGzip: true,
            enableAcceptEncodingBrotli: true,
          }),
          compress: true,
        },
        // Uploaded photos: WebP versions whose keys never change content, cached as long as CloudFront allows.
        '/photos/*': {
          origin: S3BucketOrigin.withOriginAccessControl(this.photos.bucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          responseHeadersPolicy: securityHeaders,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        },
      },
      defaultRootObject: 'index.html',
      // A file that is not there (S3 answers 403 without ListBucket, or 404): the prerendered not-found page, as a
      // 404. The app's own addresses never get here: the page router sends them their page or the SPA fallback.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: NOT_FOUND_PAGE,
        ttl: Duration.seconds(0),
      })),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot pin TLSv1.2; a custom domain and certificate come with production hardening.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No country is blocked: the site only serves public static files, and customers abroad may order for family in India.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves only static files from a private bucket; a WAF web ACL is priced and decided in production hardening.',
      },
    );
    this.origin = `https://${this.distribution.distributionDomainName}`;
    // Prod takes uploads from its own site only; dev also from the local web app, as the API's CORS does.
    this.photos.allowUploadsFrom(
      stage.isProd ? [this.origin] : [this.origin, 'http://localhost:5173', 'http://127.0.0.1:5173'],
    );

    // Synth must work before `npm run build`: without a build there is nothing to upload yet.
    this.isDeployed = isBuilt(distPath);
    if (this.isDeployed) this.deploy(distPath);

    new CfnOutput(this, 'WebUrl', { value: this.origin, description: 'The storefront URL' });
  }

  /**
   * A CloudFront Function on each request of the default behaviour: a prerendered path is answered from its page
   * (`/login` -> `/login/index.html`), any other address of the app from the SPA fallback, a file as it is
   * (shared/src/built-pages.ts `builtFileFor`, the rule `vite preview` follows locally).
   */
  private pageRouter(pages: Record<string, string>): CloudFrontFunction {
    return new CloudFrontFunction(this, 'PageRouter', {
      comment: 'Prerendered pages, else the SPA fallback',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(`const pages = ${JSON.stringify(pages)};
const SPA_FALLBACK = ${JSON.stringify(SPA_FALLBACK)};
${builtFileFor.toString()}
function handler(event) {
  event.request.uri = builtFileFor(event.request.uri, pages);
  return event.request;
}`),
    });
  }

  /** Uploads the build and invalidates the CDN, through aws-cdk-lib's own upload Lambda. */
  private deploy(distPath: string): void {
    const deployment = new BucketDeployment(this, 'DeployWeb', {
      // config.js is written by the Api stack (it knows the API URL); a web deploy must not reset it. The build
      // manifest and the (unreferenced) source maps stay on the build machine.
      sources: [Source.asset(distPath, { exclude: ['config.js', '.vite', '*.map'] })],
      exclude: ['config.js'],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    acknowledgeBucketDeployment(deployment, this.bucket);
  }
}

/** aws-cdk-lib's BucketDeployment provider: its fixed runtime, managed log policy and S3 grants, scoped to it. */
export function acknowledgeBucketDeployment(deployment: BucketDeployment, bucket: Bucket): void {
  const stack = Stack.of(deployment);
  const bucketId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
  const bucketArn = `<${bucketId}.Arn>`;
  const assetBucket = `arn:<AWS::Partition>:s3:::cdk-${stack.synthesizer.bootstrapQualifier}-assets-<AWS::AccountId>-<AWS::Region>`;
  acknowledge(
    deployment.handlerRole.node.scope ?? deployment,
    "aws-cdk-lib's BucketDeployment provider fixes its runtime, managed log policy and S3/CloudFront grants; it only copies files into the site bucket.",
    [
      'AwsSolutions-L1',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      ...['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*'].map(
        (action) => `AwsSolutions-IAM5[Action::${action}]`,
      ),
      'AwsSolutions-IAM5[Resource::*]',
      `AwsSolutions-IAM5[Resource::${bucketArn}/*]`,
      `AwsSolutions-IAM5[Resource::${assetBucket}/*]`,
    ],
  );
}
