import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { buildTiffin, fakeWebBuild } from './build-app.ts';

const unbuilt = () => mkdtempSync(join(tmpdir(), 'tiffin-no-build-'));

describe('web stack', () => {
  it('the web distribution falls back to index.html', () => {
    const template = Template.fromStack(buildTiffin('dev', { webDistPath: unbuilt() }).web);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: Match.arrayEquals(
          [403, 404].map((ErrorCode) => ({
            ErrorCode,
            ResponseCode: 200,
            ResponsePagePath: '/index.html',
            ErrorCachingMinTTL: 0,
          })),
        ),
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
  });

  it('the site bucket is private and read by CloudFront through origin access control', () => {
    const template = Template.fromStack(buildTiffin('dev', { webDistPath: unbuilt() }).web);
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
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
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
    Template.fromStack(buildTiffin('dev', { webDistPath: unbuilt() }).web).resourceCountIs(
      'Custom::CDKBucketDeployment',
      0,
    );
    Template.fromStack(buildTiffin('dev', { webDistPath: fakeWebBuild() }).web).resourceCountIs(
      'Custom::CDKBucketDeployment',
      1,
    );
  });
});
