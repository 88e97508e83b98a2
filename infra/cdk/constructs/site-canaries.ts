import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Canary, Code, Runtime, Schedule, Test } from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../repo-paths';
import { withSeverity } from './alarm-topics';
import { alarmName } from './function-alarms';
import { acknowledgeWildcardResource } from './nag-findings';

/** How often each check runs, and so how soon a broken site is seen. */
const EVERY = Duration.minutes(5);
/** Screenshots, HAR files and logs of the runs are kept this long: enough to look back over an incident. */
const ARTIFACTS_KEPT = Duration.days(30);
/** Runs in a row that failed before the alarm pages: one failed run is a blip, two are ten minutes down. */
const FAILED_RUNS = 2;

export interface SiteCanariesProps {
  /** The site's address (the custom domain when there is one). */
  siteUrl: string;
  /** Whether the canary user's secret is kept when the stack is deleted (`deletionProtection`). */
  retain: boolean;
}

const script = (file: string) => readFileSync(join(REPO_ROOT, 'infra', 'cdk', 'canaries', file), 'utf8');

/**
 * Two CloudWatch Synthetics canaries that use the site as a person does, through CloudFront, every five
 * minutes: the sign-in page loads and shows its form, and a dedicated read-only user signs in, reads
 * `/api/auth/user` and signs out. Each pages after two failed runs in a row. Their screenshots and logs go
 * to an encrypted bucket that forgets them after 30 days. The user's credentials are in a secret the stack
 * creates empty (docs/operations.md, "The canary user", says how to fill it).
 */
export class SiteCanaries extends Construct {
  readonly artifacts: Bucket;
  readonly credentials: Secret;
  readonly canaries: Canary[];

  constructor(scope: Construct, id: string, props: SiteCanariesProps) {
    super(scope, id);
    this.artifacts = new Bucket(this, 'Artifacts', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'Expire', expiration: ARTIFACTS_KEPT }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.artifacts).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "Written by the canaries' own runs alone, which are what it records: logging it would log the canaries twice",
    });
    this.credentials = new Secret(this, 'Credentials', {
      description: 'Keywright: the read-only canary user ({"username": ..., "password": ...})',
      secretObjectValue: {},
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.credentials).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A Keywright user\'s password, set in the product\'s user management: Secrets Manager cannot rotate it there (docs/operations.md, "The canary user")',
    });

    const signInPage = this.canary(
      'SignInPage',
      'sign-in-page.js',
      { SITE_URL: props.siteUrl },
      {
        description: 'the sign-in page did not load or showed no sign-in form',
        section: 'Sign-in page canary',
      },
    );
    const signedInApi = this.canary(
      'SignedInApi',
      'signed-in-api.js',
      { SITE_URL: props.siteUrl, CREDENTIALS_SECRET_ARN: this.credentials.secretArn },
      {
        description: 'the canary user could not sign in, read /api/auth/user or sign out',
        section: 'Signed-in API canary',
      },
    );
    this.credentials.grantRead(signedInApi.role);
    this.canaries = [signInPage, signedInApi];
  }

  private canary(
    id: string,
    file: string,
    environmentVariables: Record<string, string>,
    failure: { description: string; section: string },
  ): Canary {
    const canary = new Canary(this, id, {
      runtime: Runtime.SYNTHETICS_NODEJS_PUPPETEER_13_0,
      test: Test.custom({ code: Code.fromInline(script(file)), handler: 'index.handler' }),
      schedule: Schedule.rate(EVERY),
      environmentVariables,
      artifactsBucketLocation: { bucket: this.artifacts },
      successRetentionPeriod: ARTIFACTS_KEPT,
      failureRetentionPeriod: ARTIFACTS_KEPT,
      timeout: Duration.minutes(1),
    });
    withSeverity(
      new Alarm(canary, 'FailedAlarm', {
        alarmName: alarmName(canary.node.path, 'Failed'),
        alarmDescription: `The ${id} canary failed ${FAILED_RUNS} runs in a row: ${failure.description}, as a person would find it. First look: the canary's last run in the CloudWatch Synthetics console (its screenshot, its steps and log), then CloudFront 5xx and the API's alarms. Runbook: docs/operations.md, "${failure.section}".`,
        metric: canary.metricSuccessPercent({ period: EVERY, statistic: 'Average' }),
        threshold: 100,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: FAILED_RUNS,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      'page',
    );
    // The role aws-cdk-lib gives a canary: what Synthetics needs to run it and keep its results.
    Validations.of(canary.role).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          's3:ListAllMyBuckets and cloudwatch:PutMetricData (the latter only in the CloudWatchSynthetics namespace, by condition) have no resource-level permissions; Synthetics calls both on every run',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:logs:<AWS::Region>:<AWS::AccountId>:log-group:/aws/lambda/cwsyn-*]',
        reason:
          'The log groups of the Lambda functions Synthetics makes for its canaries, named cwsyn-<canary>-<id> by Synthetics at run time',
      },
    );
    acknowledgeWildcardResource(
      canary.role,
      this.artifacts.arnForObjects('*'),
      "A run's screenshots, HAR file and log are written under keys Synthetics makes per run: the wildcard is this one bucket's objects",
    );
    return canary;
  }
}
