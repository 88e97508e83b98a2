import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BackupPlan,
  BackupPlanRule,
  BackupResource,
  BackupVault,
  type IBackupVault,
} from 'aws-cdk-lib/aws-backup';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

/** As long as the table's point-in-time recovery reaches back, so either restores the same month. */
const RETENTION = Duration.days(35);

export interface TableBackupProps {
  table: ITableV2;
  /**
   * A backup vault in another region (or account) that receives a copy of each backup
   * (`backupCopyVaultArn`), so the table survives the loss of its region.
   */
  copyToVaultArn?: string;
}

/**
 * AWS Backup of the table, daily, kept 35 days, beside its point-in-time recovery: a backup outlives a
 * deleted table and a point-in-time setting switched off, and a copy can go to a vault elsewhere. The
 * vault is kept when the stack is deleted, as its recovery points are the data's last copy.
 */
export class TableBackup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
    const copyTo: IBackupVault | undefined = props.copyToVaultArn
      ? BackupVault.fromBackupVaultArn(this, 'CopyVault', props.copyToVaultArn)
      : undefined;
    this.plan = new BackupPlan(this, 'Plan', {
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          // Early morning in UTC, away from the working day's runs.
          scheduleExpression: Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: RETENTION,
          copyActions: copyTo ? [{ destinationBackupVault: copyTo, deleteAfter: RETENTION }] : undefined,
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', {
      resources: [BackupResource.fromArn(props.table.tableArn)],
      allowRestores: false,
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's own policy for taking backups (and copying them to another vault): the role is assumed by AWS Backup alone and can restore nothing",
    });
  }
}
