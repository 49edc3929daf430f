import { Aws, CfnOutput, Duration, Stack, Validations, type CfnElement, type StackProps } from 'aws-cdk-lib';
import { HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ORIGIN_SECRET_HEADER } from '@tiffin/shared/api/edge';
import { API_PREFIX } from '@tiffin/shared/api/site-prefix';
import { builtFileFor, inlineScriptHashes, prerenderedPages, SPA_FALLBACK } from '@tiffin/shared/built-pages';
import { contentSecurityPolicy } from '@tiffin/shared/security-headers';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
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

/**
 * The site's front door (docs/architecture.md#the-cloud): the SPA on a private bucket behind CloudFront, the photos under
 * `/photos/*`, and the HTTP API under `/x/*`. The API resource lives here because the distribution names it; the Api
 * stack fills it with its routes and stage, so this stack needs nothing of that one.
 */
export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** Dish and restaurant photos: the bucket, served under `/photos/*`, and its resize function. */
  readonly photos: Photos;
  /** The HTTP API CloudFront sends `/x/*` to; its routes, functions and stage are the Api stack's. */
  readonly api: HttpApi;
  /**
   * The live order updates' WebSocket API, made here so the CSP can name its exact host; its routes, functions and
   * stage are the Live stack's (which depends on this one).
   */
  readonly socketApi: WebSocketApi;
  /**
   * The value CloudFront adds to every request it sends the API (`ORIGIN_SECRET_HEADER`), generated at deploy: the
   * API's functions refuse a request without it, so the execute-api address is no way around CloudFront.
   */
  readonly originSecret: Secret;
  /** The site's origin: the links in mails, and the issuer named in tokens. */
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

    // No CORS: the site calls the API on its own origin, under /x/.
    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `tiffin-${stage.name}`,
      // The default stage is the Api stack's, because only an explicit stage takes access-log settings.
      createDefaultStage: false,
    });

    this.socketApi = new WebSocketApi(this, 'SocketApi', {
      apiName: `tiffin-live-${stage.name}`,
      description: 'Live order updates for signed-in customers and sellers',
    });
    const socketHost = `wss://${this.socketApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: 'Sent by CloudFront to the API in every request; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy into its origin header; a rotation without a deploy would refuse every API call.',
    });

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
        // The API is the site's own origin ('self', under /x/); Stripe.js (payments), the live order updates'
        // WebSocket API and the photos bucket (a seller's upload) are the only other origins the page talks to.
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            connect: [socketHost, `https://${this.photos.bucket.bucketRegionalDomainName}`],
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
        // The API, on the site's own origin: every method, the Authorization header, the query string and the Stripe
        // webhook's body and signature header reach it (all but Host: API Gateway answers for its own name), with
        // CloudFront's viewer headers (CloudFront-Viewer-Address, the abuse limits' key), and nothing is cached. Plain HTTP is refused rather than redirected: a redirected POST would lose its body.
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(`${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // Resolved by CloudFormation at deploy (a dynamic reference): the value is in no template.
            customHeaders: { [ORIGIN_SECRET_HEADER]: this.originSecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: this.stripApiPrefix(), eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
      defaultRootObject: 'index.html',
      // No error responses: they would apply to every behaviour, and turn the API's 403s and 404s into index.html.
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
          'No country is blocked: the site serves public static files and the storefront API, and customers abroad may order for family in India.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves static files from private buckets and forwards /x/* to the API, which throttles its stage and limits abuse per email, IP and account itself; a WAF web ACL is priced and decided in production hardening.',
      },
    );
    this.origin = `https://${this.distribution.distributionDomainName}`;
    // The browser posts a photo straight to the bucket, another origin: prod takes uploads from its own site only,
    // dev also from the local web app.
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

  /**
   * `/x/api/cart/get/user` -> `/api/cart/get/user`: the API's routes keep the spec's paths, and the SPA keeps
   * `/seller/...` and `/admin/...` for its pages. The behaviour matches `/x/*` only, so the prefix is always there.
   */
  private stripApiPrefix(): CloudFrontFunction {
    return new CloudFrontFunction(this, 'StripApiPrefix', {
      comment: `Sends ${API_PREFIX}/... to the API as /...`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          `  request.uri = request.uri.slice(${API_PREFIX.length});`,
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });
  }

  /** Uploads the build and invalidates the CDN, through aws-cdk-lib's own upload Lambda. */
  private deploy(distPath: string): void {
    const deployment = new BucketDeployment(this, 'DeployWeb', {
      // config.js is written by the Config stack (it knows the live socket's URL); a web deploy must not reset it. The build
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
