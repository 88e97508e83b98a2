import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';
import { CONTENT_SECURITY_POLICY } from '../../security-headers';
import { IMMUTABLE, REVALIDATE } from './spa-site';

const template = synthStack();
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  [key: string]: unknown;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
}
const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
const config = distribution!.Properties.DistributionConfig as {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: Origin[];
};
const behavior = (path: string) => config.CacheBehaviors.find((b) => b.PathPattern === path)!;
const originOf = (b: Behavior) => config.Origins.find((origin) => origin.Id === b.TargetOriginId)!;
const referencedId = (value: unknown) =>
  /"(?:Ref|Fn::GetAtt)":\[?"([A-Za-z0-9]+)"/.exec(JSON.stringify(value))?.[1];
const resourceOf = (value: unknown) => template.toJSON().Resources[referencedId(value)!];

describe('the distribution', () => {
  it('has exactly the SPA default and the /api/* and /images/* behaviours', () => {
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual(['/api/*', '/images/*']);
  });

  it('serves the SPA from its private bucket through origin access control', () => {
    const origin = originOf(config.DefaultCacheBehavior);
    expect(referencedId(origin.DomainName)).toMatch(/^SpaBucket/);
    expect(resourceOf(origin.OriginAccessControlId).Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.absent(),
      PublicAccessBlockConfiguration: Match.objectLike({
        BlockPublicPolicy: true,
        RestrictPublicBuckets: true,
      }),
      Tags: Match.arrayWith([Match.objectLike({ Key: 'aws-cdk:auto-delete-objects' })]),
    });
  });

  it('logs every request to a private bucket that CloudFront can write to and that expires them', () => {
    const logging = (distribution!.Properties.DistributionConfig as { Logging: { Bucket: unknown } }).Logging;
    expect(logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(referencedId(logging.Bucket)).toMatch(/^WebAccessLogs/);
    expect(resourceOf(logging.Bucket).Properties).toMatchObject({
      // CloudFront's standard logs are delivered through an ACL grant, which enforced ownership refuses.
      OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, RestrictPublicBuckets: true },
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: 90, Status: 'Enabled' }] },
    });
  });

  it('answers client routes with index.html and caches objects as their Cache-Control says', () => {
    const spa = config.DefaultCacheBehavior;
    expect(spa).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', Compress: true });
    const [association] = spa.FunctionAssociations as { EventType: string; FunctionARN: unknown }[];
    expect(association!.EventType).toBe('viewer-request');
    expect(resourceOf(association!.FunctionARN).Properties.FunctionCode).toContain(
      "request.uri = '/index.html'",
    );
    expect(resourceOf(spa.CachePolicyId).Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 31_536_000,
    });
  });

  it('uploads hashed assets as immutable for a year and everything else (index.html) as not cached', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': IMMUTABLE },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': REVALIDATE },
    });
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('sends /api/* to the API Function URL uncached, with every method, through origin access control', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = originOf(api);
    expect(referencedId(origin.DomainName)).toMatch(/^ApiFunctionLiveFunctionUrl/);
    expect(resourceOf(origin.OriginAccessControlId).Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
  });

  it('lets only this distribution invoke the API function URL', () => {
    for (const action of ['lambda:InvokeFunctionUrl', 'lambda:InvokeFunction']) {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: action,
        Principal: 'cloudfront.amazonaws.com',
        SourceArn: {
          'Fn::Join': ['', Match.arrayWith([{ Ref: Match.stringLikeRegexp('^WebDistribution') }])],
        },
      });
    }
  });

  it('forwards cookies, query strings and the headers the API reads to it, but not Host', () => {
    const policy = resourceOf(behavior('/api/*').OriginRequestPolicyId).Properties.OriginRequestPolicyConfig;
    expect(policy.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    const headers = (policy.HeadersConfig.Headers as string[]).map((h) => h.toLowerCase());
    expect(headers).toEqual(
      expect.arrayContaining([
        'origin',
        'content-type',
        'x-forwarded-host',
        'x-amz-content-sha256',
        'cloudfront-viewer-address',
        'cloudfront-forwarded-proto',
      ]),
    );
    expect(headers).not.toContain('host');
    expect(headers.length).toBeLessThanOrEqual(10); // CloudFront's quota per origin request policy
  });

  it("copies the viewer's Host into x-forwarded-host before /api/* requests reach the API", () => {
    const [association] = behavior('/api/*').FunctionAssociations as {
      EventType: string;
      FunctionARN: unknown;
    }[];
    expect(association!.EventType).toBe('viewer-request');
    expect(resourceOf(association!.FunctionARN).Properties.FunctionCode).toContain(
      "request.headers['x-forwarded-host'] = { value: request.headers.host.value }",
    );
  });

  it('serves /images/* from the images bucket through origin access control, cached', () => {
    const images = behavior('/images/*');
    expect(images.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(referencedId(originOf(images).DomainName)).toMatch(/^DataImagesBucket/);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^DataImagesBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });
});

describe('security headers', () => {
  it('are added to the responses of all three behaviours', () => {
    const policies = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map((b) =>
      referencedId(b.ResponseHeadersPolicyId),
    );
    expect(new Set(policies).size).toBe(1);
    expect(policies[0]).toMatch(/^WebSecurityHeaders/);
  });

  it('set HSTS, a strict CSP, nosniff, frame denial and a same-origin referrer policy', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'same-origin', Override: true },
        },
      },
    });
  });

  it('allow only what the SPA needs', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: https:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
  });
});

describe('a custom domain', () => {
  const custom = synthStack({
    domainName: 'dash.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  });

  it('is served with its certificate and becomes the site URL', () => {
    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['dash.example.com'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          SslSupportMethod: 'sni-only',
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
    custom.hasOutput('Url', { Value: 'https://dash.example.com' });
  });
});
