import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack();
const siteUrl = {
  'Fn::Join': [
    '',
    ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }],
  ],
};
const canaries = Object.values(template.findResources('AWS::Synthetics::Canary'));
const canaryRunning = (words: RegExp) => canaries.find((canary) => words.test(canary.Properties.Code.Script));

describe('the canaries', () => {
  it('are two, running every five minutes on a current Node.js Puppeteer runtime, from creation', () => {
    expect(canaries).toHaveLength(2);
    for (const canary of canaries) {
      expect(canary.Properties).toMatchObject({
        RuntimeVersion: 'syn-nodejs-puppeteer-13.0',
        Schedule: { Expression: 'rate(5 minutes)' },
        StartCanaryAfterCreation: true,
        Code: { Handler: 'index.handler' },
        ArtifactS3Location: {
          'Fn::Join': ['', ['s3://', { Ref: expect.stringMatching(/^CanariesArtifacts/) }]],
        },
      });
    }
  });

  it('load the sign-in page through CloudFront and wait for its form', () => {
    const page = canaryRunning(/input\[type="password"\]/);
    expect(page?.Properties.Code.Script).toContain("new URL('/login', process.env.SITE_URL)");
    template.hasResourceProperties('AWS::Synthetics::Canary', {
      Code: Match.objectLike({ Script: page?.Properties.Code.Script }),
      RunConfig: Match.objectLike({ EnvironmentVariables: { SITE_URL: siteUrl } }),
    });
  });

  it('sign the canary user in, read /api/auth/user and sign out, with credentials from their own secret', () => {
    const api = canaryRunning(/\/api\/auth\/user/);
    expect(api?.Properties.Code.Script).toMatch(/\/api\/login[\s\S]*\/api\/auth\/user[\s\S]*\/api\/logout/);
    expect(api?.Properties.RunConfig.EnvironmentVariables).toEqual({
      SITE_URL: expect.objectContaining({ 'Fn::Join': expect.any(Array) }),
      CREDENTIALS_SECRET_ARN: { Ref: expect.stringMatching(/^CanariesCredentials/) },
    });
    const roleId = api?.Properties.ExecutionRoleArn['Fn::GetAtt'][0] as string;
    const reads = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(reads).toEqual([
      expect.objectContaining({
        Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
        Resource: { Ref: expect.stringMatching(/^CanariesCredentials/) },
      }),
    ]);
  });

  it('keep their artifacts in an encrypted, private, TLS-only bucket that forgets them after 30 days', () => {
    const [bucket] = Object.values(
      template.findResources('AWS::S3::Bucket', {
        Properties: { LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 30 })] } },
      }),
    );
    expect(bucket?.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });
});
