import { Duration, Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { AppFunction, type FunctionLogSettings } from './app-function';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';

export interface NotificationDeliveryProps {
  data: DataStores;
  secrets: AppSecrets;
  /** The sender of notification e-mail (`Name <address>` or an address). */
  emailFrom: string;
  /** The SES identity (a domain or an address) the function may send as, and nothing else. */
  sesIdentity: string;
  /** The site's address, for the links back. */
  siteUrl: string;
  logs?: FunctionLogSettings;
}

/**
 * Notification delivery (decision 031): one function, invoked every minute by an EventBridge rule, that
 * sends the due Slack and e-mail deliveries (retried with backoff across invocations, never twice) and runs
 * the watchdog's checks. Raising a notification only writes the table, so nothing that raises one waits on
 * Slack or SES, nor needs their permissions.
 */
export class NotificationDelivery extends Construct {
  readonly function: AppFunction;

  constructor(scope: Construct, id: string, props: NotificationDeliveryProps) {
    super(scope, id);
    this.function = new AppFunction(this, 'Function', {
      entry: 'functions/src/handlers/notification-delivery.ts',
      serviceName: 'keywright-notification-delivery',
      description:
        'Sends due notification deliveries to Slack and by e-mail (SES); checks stale data and the Meta token',
      // Inside a delivery's 2-minute sending lease, so a timed-out run never overlaps the next attempt.
      timeout: Duration.seconds(90),
      memorySize: 256,
      environment: { NOTIFICATION_EMAIL_FROM: props.emailFrom, SITE_URL: props.siteUrl },
      logs: props.logs,
    })
      .bindTable(props.data.table, 'readWrite')
      .bindSecret(props.secrets.notificationCredentials, 'read', 'NOTIFICATION_CREDENTIALS_SECRET_ARN')
      .bindSecret(props.secrets.metaCredentials, 'read', 'META_CREDENTIALS_SECRET_ARN')
      .bindSecret(props.secrets.warehouseCredentials, 'read', 'WAREHOUSE_CREDENTIALS_SECRET_ARN');
    const { account, region, partition } = Stack.of(this);
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [`arn:${partition}:ses:${region}:${account}:identity/${props.sesIdentity}`],
      }),
    );

    // A plain rate rule: no input, no time zone, and Lambda's resource policy instead of a role of its own.
    new Rule(this, 'Schedule', {
      schedule: Schedule.rate(Duration.minutes(1)),
      description: 'Notification delivery: Slack and e-mail, retried with backoff',
      // A missed minute is the next minute's work: the rule never retries.
      targets: [new LambdaFunction(this.function.live, { retryAttempts: 0 })],
    });
  }
}
