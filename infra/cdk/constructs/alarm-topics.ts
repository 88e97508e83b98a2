import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct, IDependable } from 'constructs';

/**
 * The topic ops are told on: every alarm of the stack and the cost budget publish to it, and `email`, when
 * given, is subscribed. A topic policy replaces SNS's default one (which let the account's services in), so
 * it names the two publishers itself: CloudWatch alarms and AWS Budgets of this account only; without
 * those statements the `enforceSSL` policy alone leaves them refused and the notices silently dropped.
 * `publishPolicy` is that policy, which a budget must wait for: AWS Budgets checks it may publish when the
 * budget is created.
 */
export function alarmTopic(
  scope: Construct,
  id: string,
  email?: string,
): { topic: Topic; publishPolicy: IDependable } {
  const topic = new Topic(scope, id, { displayName: 'Keywright alarms', enforceSSL: true });
  if (email) topic.addSubscription(new EmailSubscription(email));

  const stack = Stack.of(scope);
  const publisher = (sid: string, service: string, sourceArn: string) =>
    new PolicyStatement({
      sid,
      principals: [new ServicePrincipal(service)],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnLike: { 'aws:SourceArn': sourceArn },
      },
    });
  topic.addToResourcePolicy(
    publisher(
      'CloudWatchAlarmsPublish',
      'cloudwatch.amazonaws.com',
      stack.formatArn({
        service: 'cloudwatch',
        resource: 'alarm',
        resourceName: '*',
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    ),
  );
  const { policyDependable } = topic.addToResourcePolicy(
    publisher(
      'BudgetsPublish',
      'budgets.amazonaws.com',
      stack.formatArn({ service: 'budgets', region: '', resource: '*' }),
    ),
  );
  return { topic, publishPolicy: policyDependable! };
}
