import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack();
const COPY_VAULT = 'arn:aws:backup:eu-central-1:123456789012:backup-vault:keywright-copies';

describe('the table backup', () => {
  it('is taken daily by AWS Backup and kept 35 days, in a vault kept when the stack is deleted', () => {
    template.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          Match.objectLike({
            RuleName: 'Daily',
            ScheduleExpression: 'cron(0 3 * * ? *)',
            Lifecycle: { DeleteAfterDays: 35 },
            TargetBackupVault: {
              'Fn::GetAtt': [Match.stringLikeRegexp('^DataBackupVault'), 'BackupVaultName'],
            },
          }),
        ],
      },
    });
    template.hasResource('AWS::Backup::BackupVault', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('selects the table, with a role that takes backups and restores nothing', () => {
    template.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^DataTable'), 'Arn'] }],
      }),
    });
    const roles = Object.values(
      template.findResources('AWS::IAM::Role', {
        Properties: {
          AssumeRolePolicyDocument: {
            Statement: [Match.objectLike({ Principal: { Service: 'backup.amazonaws.com' } })],
          },
        },
      }),
    );
    expect(JSON.stringify(roles.map((role) => role.Properties.ManagedPolicyArns))).toContain(
      'AWSBackupServiceRolePolicyForBackup',
    );
    expect(JSON.stringify(roles)).not.toContain('Restores');
  });

  it('copies each backup to a vault in another region when one is given', () => {
    const [plan] = Object.values(template.findResources('AWS::Backup::BackupPlan'));
    expect(plan?.Properties.BackupPlan.BackupPlanRule[0]).not.toHaveProperty('CopyActions');
    synthStack({ backupCopyVaultArn: COPY_VAULT }).hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          Match.objectLike({
            CopyActions: [{ DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: 35 } }],
          }),
        ],
      },
    });
  });
});

describe('the images bucket', () => {
  it('keeps versions, so an overwritten or deleted image comes back for 30 days', () => {
    const [bucket] = Object.values(
      template.findResources('AWS::S3::Bucket', {
        Properties: { VersioningConfiguration: { Status: 'Enabled' } },
      }),
    );
    expect(bucket?.DeletionPolicy).toBe('Retain');
    expect(bucket?.Properties.LifecycleConfiguration.Rules).toEqual([
      {
        Id: 'DebugResults',
        Prefix: 'debug/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      },
      { Id: 'NoncurrentVersions', NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' },
      { Id: 'ExpiredDeleteMarkers', ExpiredObjectDeleteMarker: true, Status: 'Enabled' },
    ]);
  });
});
