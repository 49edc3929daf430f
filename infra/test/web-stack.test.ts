import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { buildTiffin, templateOf } from './build-app.ts';

describe('web stack', () => {
  it('every page carries the security headers: HSTS, CSP, no framing, no sniffing', () => {
    const template = templateOf(buildTiffin('prod', { web: 'unbuilt' }).web);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true }),
          // Joined at deploy: it names the photos bucket's address.
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
          ContentTypeOptions: Match.objectLike({ Override: true }),
        }),
      }),
    });
    expect(JSON.stringify(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('hashed assets are cached for a year, index.html is never cached', () => {
    const template = templateOf(buildTiffin('prod', { web: 'unbuilt' }).web);
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 31536000, MinTTL: 31536000 }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/assets/*' }),
          Match.objectLike({ PathPattern: '/photos/*' }),
        ],
        // AWS's managed CachingDisabled policy.
        DefaultCacheBehavior: Match.objectLike({ CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' }),
      }),
    });
  });

  it('a file that is not there answers 404 with the not-found page', () => {
    const template = templateOf(buildTiffin('dev', { web: 'unbuilt' }).web);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.arrayEquals(
          [403, 404].map((ErrorCode) => ({
            ErrorCode,
            ResponseCode: 404,
            ResponsePagePath: '/404/index.html',
            ErrorCachingMinTTL: 0,
          })),
        ),
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
  });

  it('a prerendered path gets its own page, any other address of the app the SPA fallback, a file itself', () => {
    const template = templateOf(buildTiffin('dev', { web: 'built' }).web);
    const [fn] = Object.values(template.findResources('AWS::CloudFront::Function')) as {
      Properties: { FunctionCode: string; FunctionConfig: { Runtime: string } };
    }[];
    expect(fn!.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const handler = new Function(`${fn!.Properties.FunctionCode}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const answer = (uri: string) => handler({ request: { uri } }).uri;
    expect(answer('/')).toBe('/index.html');
    expect(answer('/cart')).toBe('/__spa-fallback.html');
    expect(answer('/food/f-1/')).toBe('/__spa-fallback.html');
    expect(answer('/assets/root-abc.js')).toBe('/assets/root-abc.js');
    expect(answer('/config.js')).toBe('/config.js');
  });

  it('the site bucket is private and read by CloudFront through origin access control', () => {
    const template = templateOf(buildTiffin('dev', { web: 'unbuilt' }).web);
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    // One for the site bucket, one for the photos bucket.
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
          }),
        ]),
      },
    });
  });

  it('the web app is uploaded only once it has been built', () => {
    templateOf(buildTiffin('dev', { web: 'unbuilt' }).web).resourceCountIs('Custom::CDKBucketDeployment', 0);
    templateOf(buildTiffin('dev', { web: 'built' }).web).resourceCountIs('Custom::CDKBucketDeployment', 1);
  });
});

describe('runtime configuration', () => {
  it('a deployed SPA learns its API URL from /config.js, which a web deploy never overwrites', () => {
    const built = buildTiffin('prod', { web: 'built' });
    const config = templateOf(built.config!);
    const writes = JSON.stringify(config.findResources('Custom::AWS'));
    expect(writes).toContain('putObject');
    expect(writes).toContain('config.js');
    expect(writes).toContain('__TIFFIN_CONFIG__');
    // It also opens the connection to the API early: the URL is known only at deploy time.
    expect(writes).toContain("link.rel = 'preconnect'");
    templateOf(built.web).hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['config.js'],
    });
  });

  it('no config is written before the web app is built', () => {
    expect(buildTiffin('dev', { web: 'unbuilt' }).config).toBeUndefined();
  });
});
