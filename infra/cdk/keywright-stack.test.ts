import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG as config, synthStack as synth } from '#tests/support/cdk/synth';
import { TABLE_DEFINITION } from '../data-definitions';
import { readStackConfig, stackConfigSchema } from './stack-config';

describe('KeywrightStack data stores', () => {
  const template = synth();

  it('creates one on-demand table with PITR, TTL and the key schema local mode uses', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
        }),
      ],
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
  });

  it('lets deletion protection be turned off', () => {
    synth({ deletionProtection: false }).hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })],
    });
  });

  it('keeps the images bucket private, encrypted and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
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
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('KeywrightStack secrets and outputs', () => {
  const template = synth();

  it('generates the initial admin password as {"password": ...} at deploy time', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ SecretStringTemplate: '{}', GenerateStringKey: 'password' }),
    });
  });

  it('creates the API, WordPress, Meta, warehouse, notification and canary credentials secrets empty, for Settings and ops to fill', () => {
    const credentials = template.findResources('AWS::SecretsManager::Secret', {
      Properties: { SecretString: '{}' },
    });
    expect(Object.keys(credentials).sort()).toEqual([
      expect.stringMatching(/^CanariesCredentials/),
      expect.stringMatching(/^SecretsApiCredentials/),
      expect.stringMatching(/^SecretsMetaCredentials/),
      expect.stringMatching(/^SecretsNotificationCredentials/),
      expect.stringMatching(/^SecretsWarehouseCredentials/),
      expect.stringMatching(/^SecretsWordPressCredentials/),
      expect.stringMatching(/^SecretsWordPressSites/),
    ]);
  });

  it('keeps the secrets when the stack is deleted, unless deletion protection is off', () => {
    expect(
      Object.values(template.findResources('AWS::SecretsManager::Secret')).map((s) => s.DeletionPolicy),
    ).toEqual(Array(8).fill('Retain'));
    const unprotected = synth({ deletionProtection: false }).findResources('AWS::SecretsManager::Secret');
    expect(Object.values(unprotected).map((s) => s.DeletionPolicy)).toEqual(Array(8).fill('Delete'));
  });

  it('outputs the site URL and the admin secret ARN', () => {
    template.hasOutput('Url', {
      Value: {
        'Fn::Join': [
          '',
          ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }],
        ],
      },
    });
    template.hasOutput('AdminSecretArn', { Value: { Ref: Match.stringLikeRegexp('^SecretsAdminPassword') } });
  });

  it('gives the API the variables its configuration reads, and its admin email', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'keywright-api',
          ADMIN_EMAIL: 'ops@example.com',
          PIPELINE_MAX_CONCURRENCY: '8',
          TABLE_NAME: Match.anyValue(),
          IMAGES_BUCKET: Match.anyValue(),
          ADMIN_SECRET_ARN: Match.anyValue(),
          API_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          WORDPRESS_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          META_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          WAREHOUSE_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          STATE_MACHINE_ARN: Match.anyValue(),
        }),
      },
    });
  });
});

describe('stack configuration', () => {
  it('refuses a bad admin email with a readable message', () => {
    const result = stackConfigSchema.safeParse({ stage: 'prod', adminEmail: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('adminEmail must be an email address');
  });

  it('defaults the pipeline concurrency to 8 and deletion protection to on', () => {
    expect(config.pipelineConcurrency).toBe(8);
    expect(config.deletionProtection).toBe(true);
  });

  it('refuses a domain without its certificate, and a certificate outside us-east-1', () => {
    const noCertificate = stackConfigSchema.safeParse({ ...config, domainName: 'dash.example.com' });
    expect(noCertificate.error?.issues[0]?.message).toBe('domainName and certificateArn go together');
    const wrongRegion = stackConfigSchema.safeParse({
      ...config,
      domainName: 'dash.example.com',
      certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
    });
    expect(wrongRegion.error?.issues[0]?.message).toBe(
      'certificateArn must be an ACM certificate in us-east-1',
    );
  });

  it('reads `-c` values, which arrive as strings, and names what is wrong', () => {
    const app = new App({
      context: {
        stage: 'dev',
        adminEmail: 'ops@example.com',
        deletionProtection: 'false',
        pipelineConcurrency: '4',
      },
    });
    expect(readStackConfig(app)).toMatchObject({ deletionProtection: false, pipelineConcurrency: 4 });
    const bad = new App({
      context: { stage: 'dev', adminEmail: 'ops@example.com', pipelineConcurrency: '99' },
    });
    expect(() => readStackConfig(bad)).toThrow(/^Invalid CDK context: pipelineConcurrency: /);
  });
});
