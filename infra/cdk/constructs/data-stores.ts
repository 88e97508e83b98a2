import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../../data-definitions';
import { TableBackup } from './table-backup';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * An overwritten or deleted image can be brought back for this long (its noncurrent version is kept), as
 * the table can be restored to any second of about a month.
 */
const IMAGE_VERSIONS_KEPT = Duration.days(30);

export interface DataStoresProps {
  deletionProtection: boolean;
  /** A backup vault elsewhere that receives a copy of the table's daily backup (`TableBackup`). */
  backupCopyVaultArn?: string;
}

/**
 * The single table and the images bucket, from the same definitions the local server uses, so local
 * mode mirrors exactly what runs on AWS; the table backed up daily, the images versioned.
 */
export class DataStores extends Construct {
  readonly table: TableV2;
  readonly imagesBucket: Bucket;
  readonly backup: TableBackup;

  constructor(scope: Construct, id: string, props: DataStoresProps) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(TABLE_DEFINITION.partitionKey),
      sortKey: stringKey(TABLE_DEFINITION.sortKey),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE_DEFINITION.timeToLiveAttribute,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.deletionProtection ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      globalSecondaryIndexes: TABLE_DEFINITION.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      })),
    });

    this.imagesBucket = new Bucket(this, 'ImagesBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      versioned: true,
      lifecycleRules: [
        // Debug tester results (decision 012) are kept a day, as their runs are, and no versions of them.
        {
          id: 'DebugResults',
          prefix: 'debug/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        { id: 'NoncurrentVersions', noncurrentVersionExpiration: IMAGE_VERSIONS_KEPT },
        // A deleted image leaves a delete marker; once its versions expire, the marker goes too.
        { id: 'ExpiredDeleteMarkers', expiredObjectDeleteMarker: true },
      ],
    });
    Validations.of(this.imagesBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "Written only by the app's functions under their own roles and read only through CloudFront (origin access control): the objects are generated images",
    });
    this.backup = new TableBackup(this, 'Backup', {
      table: this.table,
      copyToVaultArn: props.backupCopyVaultArn,
    });
  }
}
