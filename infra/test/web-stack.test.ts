import { describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@tiffin/shared/api/edge';
import { buildTiffin, templateOf } from './build-app.ts';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  AllowedMethods: string[];
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
}
interface DistributionConfig {
  DefaultRootObject: string;
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  CustomErrorResponses?: unknown;
  Origins: {
    Id: string;
    DomainName: unknown;
    CustomOriginConfig?: { OriginProtocolPolicy: string };
    OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
  }[];
}

function distributionConfig(template: Template): DistributionConfig {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig as DistributionConfig;
}

/** The behaviour's viewer-request CloudFront Function, run here on a request for `uri`: the URI it passes on. */
function viewerRequestFunction(template: Template, behavior: Behavior): (uri: string) => string {
  const association = behavior.FunctionAssociations?.find((a) => a.EventType === 'viewer-request');
  expect(association, 'a viewer-request function').toBeDefined();
  const [logicalId] = association!.FunctionARN['Fn::GetAtt'];
  const code = template.toJSON().Resources[logicalId].Properties.FunctionCode as string;
  const handler = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
  return (uri) => handler({ request: { method: 'GET', uri, querystring: {}, headers: {} } }).uri;
}

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
    // Every picture is served from the site's own origin (typed addresses are imported): no other image host.
    expect(JSON.stringify(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))).toContain(
      "img-src 'self' data: blob:; ",
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
          Match.objectLike({ PathPattern: '/x/*' }),
        ],
        // AWS's managed CachingDisabled policy.
        DefaultCacheBehavior: Match.objectLike({ CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' }),
      }),
    });
  });

  it('each address answers its prerendered page or the SPA fallback, and an API answer (a 403, a 404) reaches the page as the API sent it', () => {
    const template = templateOf(buildTiffin('dev', { web: 'built' }).web);
    const config = distributionConfig(template);
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    // Error responses would apply to every behaviour, /x/* included: the page router is a viewer-request function.
    expect(config.CustomErrorResponses).toBeUndefined();
    const answer = viewerRequestFunction(template, config.DefaultCacheBehavior);
    expect(answer('/')).toBe('/index.html');
    expect(answer('/login')).toBe('/login/index.html');
    expect(answer('/seller/login/')).toBe('/seller/login/index.html');
    expect(answer('/cart')).toBe('/__spa-fallback.html');
    expect(answer('/food/f-blr-masala-dosa')).toBe('/__spa-fallback.html');
    expect(answer('/seller/orders')).toBe('/__spa-fallback.html');
    expect(answer('/assets/root-abc.js')).toBe('/assets/root-abc.js');
    expect(answer('/config.js')).toBe('/config.js');
    expect(answer('/logo.svg')).toBe('/logo.svg');
  });

  it('CloudFront sends /x/* to the API with the prefix stripped and never caches it', () => {
    const built = buildTiffin('prod', { web: 'unbuilt' });
    const template = templateOf(built.web);
    const config = distributionConfig(template);
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/x/*');
    expect(behavior).toBeDefined();
    // AWS's managed CachingDisabled and AllViewerExceptHostHeader policies: the token, the query string, the
    // Stripe webhook's signature header and body all reach the API; API Gateway answers for its own host name.
    expect(behavior!.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(behavior!.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    expect([...behavior!.AllowedMethods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = config.Origins.find((o) => o.Id === behavior!.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toMatch(/HttpApi/);
    expect(origin.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
    const strip = viewerRequestFunction(template, behavior!);
    expect(strip('/x/api/cart/get/user')).toBe('/api/cart/get/user');
    expect(strip('/x/seller/restaurant/get')).toBe('/seller/restaurant/get');
    expect(strip('/x/admin/sellers/get')).toBe('/admin/sellers/get');
    expect(strip('/x/api/payment/webhook')).toBe('/api/payment/webhook');
    // The SPA's own /seller/... and /admin/... pages stay the bucket's.
    expect(config.CacheBehaviors.map((b) => b.PathPattern)).not.toContain('/seller/*');
  });

  it("an attacker calling the API's execute-api address directly lacks the origin secret that CloudFront adds to each API request, a value generated at deploy and in no template", () => {
    const template = templateOf(buildTiffin('prod', { web: 'unbuilt' }).web);
    const config = distributionConfig(template);
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/x/*')!;
    const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
    const header = origin.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_SECRET_HEADER);
    expect(header, 'the origin secret header').toBeDefined();
    const value = JSON.stringify(header!.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    const secrets = template.findResources('AWS::SecretsManager::Secret');
    const [secretId] = Object.entries(secrets).find(([id]) => value.includes(`"Ref":"${id}"`)) ?? [];
    expect(secretId, 'the header names a secret of this stack').toBeDefined();
    expect(secrets[secretId!]!.Properties.GenerateSecretString).toBeDefined();
    expect(secrets[secretId!]!.Properties.SecretString).toBeUndefined();
    // The other behaviours' origins (the buckets) carry no secret.
    for (const other of config.Origins.filter((o) => o.Id !== origin.Id)) {
      expect(other.OriginCustomHeaders).toBeUndefined();
    }
  });

  it("the API learns each visitor's own address: /x/* forwards CloudFront-Viewer-Address, which CloudFront writes", () => {
    const config = distributionConfig(templateOf(buildTiffin('prod', { web: 'unbuilt' }).web));
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/x/*')!;
    // AWS's managed AllViewerExceptHostHeader: every viewer header but Host, plus CloudFront's viewer headers,
    // CloudFront-Viewer-Address among them. A custom policy cannot both drop Host and add a CloudFront header.
    expect(behavior.OriginRequestPolicyId).toBe(
      OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    );
    expect(VIEWER_ADDRESS_HEADER).toBe('cloudfront-viewer-address');
  });

  it("the site's page calls the API on its own origin: connect-src names no API Gateway https host", () => {
    const headers = JSON.stringify(
      templateOf(buildTiffin('prod', { web: 'unbuilt' }).web).findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    expect(headers).toContain("connect-src 'self'");
    expect(headers).not.toContain('https://*.execute-api.amazonaws.com');
  });

  it("the Web stack needs no name of the Api stack (the API's address is no build or runtime setting)", () => {
    const built = buildTiffin('prod', { web: 'built' });
    expect(built.web.dependencies).not.toContain(built.api);
    expect(JSON.stringify(templateOf(built.web).toJSON())).not.toContain('Tiffin-prod-Api');
    expect(JSON.stringify(templateOf(built.config!).toJSON())).not.toMatch(/apiUrl|Tiffin-prod-Api/);
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
  it("a deployed SPA learns the live socket's address from /config.js, which a web deploy never overwrites", () => {
    const built = buildTiffin('prod', { web: 'built' });
    const config = templateOf(built.config!);
    const writes = JSON.stringify(config.findResources('Custom::AWS'));
    expect(writes).toContain('putObject');
    expect(writes).toContain('config.js');
    expect(writes).toContain('__TIFFIN_CONFIG__');
    expect(writes).toContain('socketUrl');
    templateOf(built.web).hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['config.js'],
    });
  });

  it('no config is written before the web app is built', () => {
    expect(buildTiffin('dev', { web: 'unbuilt' }).config).toBeUndefined();
  });
});
