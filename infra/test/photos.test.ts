import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { sharpLayerDir, sharpVersion } from '../lib/sharp-layer.ts';
import { buildTiffin, nagFindings, templateOf } from './build-app.ts';

/** Dish and restaurant photos in the cloud: the bucket, its CORS, the resize function with sharp, CloudFront. */
const built = buildTiffin('prod', { web: 'unbuilt' });
const web = templateOf(built.web);
const api = templateOf(built.api);
const photosBucketId = () =>
  Object.entries(web.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith('PhotosBucket'))![0];

describe('photos in the cloud', () => {
  it('the photos bucket is private, SSL-only, and forgets originals and refusals after a day', () => {
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1 }),
          Match.objectLike({ Prefix: 'refused/', ExpirationInDays: 1 }),
        ]),
      },
    });
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: photosBucketId() },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('CloudFront serves /photos/* from the photos bucket through origin access control', () => {
    const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution'));
    const config = (distribution as { Properties: { DistributionConfig: Record<string, unknown> } }).Properties
      .DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
    };
    const photos = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/photos/*')!;
    const origin = config.Origins.find((o) => o.Id === photos.TargetOriginId)!;
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [photosBucketId(), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
  });

  it("the bucket takes a browser's POST from the site's origin only (prod)", () => {
    const cors = JSON.stringify(web.findResources('Custom::AWS'));
    expect(cors).toContain('putBucketCors');
    expect(cors).toContain('DomainName');
    expect(cors).not.toContain('localhost');
  });

  it("the page's CSP lets it post to the photos bucket", () => {
    const policies = JSON.stringify(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toContain(photosBucketId());
    expect(policies).toContain('RegionalDomainName');
  });

  it('the resize function runs on each upload with sharp for linux-arm64 from a layer, outside its bundle', () => {
    web.hasResourceProperties('AWS::Lambda::Function', {
      Architectures: ['arm64'],
      Runtime: 'nodejs22.x',
      MemorySize: 1024,
      Layers: [Match.objectLike({ Ref: Match.stringLikeRegexp('Sharp') })],
      Environment: { Variables: Match.objectLike({ PHOTOS_BUCKET: { Ref: photosBucketId() } }) },
    });
    web.hasResourceProperties('AWS::Lambda::LayerVersion', { CompatibleArchitectures: ['arm64'] });
    web.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          Match.objectLike({
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/' }] } },
          }),
        ],
      },
    });
    const layer = sharpLayerDir();
    expect(existsSync(join(layer, 'nodejs/node_modules/@img/sharp-linux-arm64/package.json'))).toBe(true);
    expect(existsSync(join(layer, `nodejs/node_modules/sharp/package.json`))).toBe(true);
    expect(sharpVersion()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('the upload routes may presign under uploads/ and read what the resize step wrote, nothing more', () => {
    const policies = JSON.stringify(api.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('/uploads/*');
    expect(policies).toContain('/photos/*');
    expect(policies).toContain('/refused/*');
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ PHOTOS_BUCKET: Match.anyValue() }) },
    });
  });

  /** Every statement of the policies attached to a route function's role. */
  const statementsOf = (handler: string) => {
    const role = built.api.functions.get(handler)!.role!;
    const roleId = built.api.getLogicalId(role.node.defaultChild as CfnElement);
    const policies = api.findResources('AWS::IAM::Policy', {
      Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
    });
    return Object.values(policies).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
  };

  it('the function that makes upload forms may only put objects under uploads/: it cannot list the bucket or read a photo', () => {
    const s3 = statementsOf('seller/create-upload').filter((statement) =>
      [statement.Action].flat().some((action) => action.startsWith('s3:')),
    );
    expect(s3.flatMap((statement) => [statement.Action].flat())).toEqual(['s3:PutObject']);
    for (const statement of s3) {
      for (const resource of [statement.Resource].flat())
        expect(JSON.stringify(resource)).toMatch(/\/uploads\/\*"\]\]\}$/);
    }
  });

  const importers = ['seller/add-food', 'seller/edit-food', 'seller/add-category', 'seller/update-profile'];
  const variablesOf = (template: typeof api) =>
    Object.values(template.findResources('AWS::Lambda::Function')).map(
      (fn) => (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>,
    );

  it('no deployed function may import an image address from a loopback host (PHOTO_IMPORT_ALLOW_LOOPBACK is local only)', () => {
    const stacks = Object.values(built).filter((part): part is Stack => part instanceof Stack);
    expect(stacks.length).toBeGreaterThan(5);
    for (const stack of stacks)
      for (const variables of variablesOf(templateOf(stack)))
        expect(Object.keys(variables)).not.toContain('PHOTO_IMPORT_ALLOW_LOOPBACK');
  });

  it("the routes that import a seller's image address name photos by the site's own origin, write under uploads/ and read the resize step's answer", () => {
    const resources = api.findResources('AWS::Lambda::Function');
    for (const handler of importers) {
      const fn = built.api.functions.get(handler)!;
      const { Environment, Timeout } = resources[built.api.getLogicalId(fn.node.defaultChild as CfnElement)]!
        .Properties as { Environment: { Variables: Record<string, unknown> }; Timeout: number };
      expect(Environment.Variables.PHOTOS_URL, handler).toEqual(Environment.Variables.TOKEN_ISSUER);
      expect(Environment.Variables.PHOTOS_BUCKET, handler).toBeDefined();
      expect(Timeout, handler).toBe(25);
      const s3 = statementsOf(handler).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('s3:')),
      );
      const grants = s3.flatMap((statement) =>
        [statement.Action]
          .flat()
          .flatMap((action) => [statement.Resource].flat().map((r) => `${action} ${JSON.stringify(r)}`)),
      );
      expect(
        grants.filter((grant) => grant.startsWith('s3:PutObject')).every((grant) => grant.includes('/uploads/*')),
        handler,
      ).toBe(true);
      expect(
        grants.some((grant) => grant.startsWith('s3:GetObject') && grant.includes('/photos/*')),
        handler,
      ).toBe(true);
    }
  });

  it('cdk-nag finds nothing unacknowledged in the web stack with the photos', () => {
    expect([...nagFindings(built.web, 'error'), ...nagFindings(built.web, 'warning')]).toEqual([]);
  });
});
