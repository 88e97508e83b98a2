import { ArnFormat, Aspects, type IAspect, Stack } from 'aws-cdk-lib';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct, type IDependable } from 'constructs';

/**
 * How soon someone must act on an alarm: `page`, now, whatever the hour (the site or its API is down for
 * its users, or something is doing harm as it runs); `ticket`, in working hours (work is failing or
 * piling up, money is being spent faster than planned, a dependency degrades).
 */
export type Severity = 'page' | 'ticket';

const severities = new WeakMap<IConstruct, Severity>();

/** Files `alarm` under a severity: it then notifies that topic alone. */
export function withSeverity<A extends Alarm>(alarm: A, severity: Severity): A {
  severities.set(alarm, severity);
  return alarm;
}

/** Every alarm in the stack notifies the topic of its severity when it fires and when it clears. */
class NotifyBySeverity implements IAspect {
  constructor(private readonly actions: Record<Severity, SnsAction>) {}
  visit(node: IConstruct): void {
    if (!(node instanceof Alarm)) return;
    const severity = severities.get(node);
    // An alarm nobody hears is no alarm: its maker must say who acts on it.
    if (!severity) throw new Error(`${node.node.path} has no severity: wrap it in withSeverity()`);
    node.addAlarmAction(this.actions[severity]);
    node.addOkAction(this.actions[severity]);
  }
}

export interface AlarmTopicsProps {
  /** Subscribed to the page topic, and to the ticket topic unless `ticketEmail` is given. */
  alarmEmail?: string;
  ticketEmail?: string;
}

/**
 * The two topics ops are told on, `page` and `ticket`, each with its e-mail subscription when configured;
 * every alarm of the stack notifies exactly one of them (its severity), and the cost budget the ticket
 * topic. A topic policy replaces SNS's default one (which let the account's services in), so it names the
 * publishers itself: CloudWatch alarms, and for the ticket topic AWS Budgets, of this account only;
 * without those statements the `enforceSSL` policy alone leaves them refused and the notices silently
 * dropped. `budgetPublishPolicy` is the statement a budget must wait for: AWS Budgets checks it may
 * publish when the budget is created.
 */
export class AlarmTopics extends Construct {
  readonly page: Topic;
  readonly ticket: Topic;
  readonly budgetPublishPolicy: IDependable;

  constructor(scope: Construct, id: string, props: AlarmTopicsProps) {
    super(scope, id);
    this.page = this.topic('Page', 'Keywright: act now', props.alarmEmail);
    this.ticket = this.topic(
      'Ticket',
      'Keywright: act in working hours',
      props.ticketEmail ?? props.alarmEmail,
    );
    const stack = Stack.of(this);
    const { policyDependable } = this.ticket.addToResourcePolicy(
      publisher(
        this.ticket,
        'BudgetsPublish',
        'budgets.amazonaws.com',
        stack.formatArn({ service: 'budgets', region: '', resource: '*' }),
      ),
    );
    this.budgetPublishPolicy = policyDependable!;
    Aspects.of(stack).add(
      new NotifyBySeverity({ page: new SnsAction(this.page), ticket: new SnsAction(this.ticket) }),
    );
  }

  private topic(id: string, displayName: string, email?: string): Topic {
    const topic = new Topic(this, id, { displayName, enforceSSL: true });
    if (email) topic.addSubscription(new EmailSubscription(email));
    const alarms = Stack.of(this).formatArn({
      service: 'cloudwatch',
      resource: 'alarm',
      resourceName: '*',
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    topic.addToResourcePolicy(
      publisher(topic, 'CloudWatchAlarmsPublish', 'cloudwatch.amazonaws.com', alarms),
    );
    return topic;
  }
}

/** `service` of this account may publish to `topic`, from resources matching `sourceArn` only. */
function publisher(topic: Topic, sid: string, service: string, sourceArn: string) {
  return new PolicyStatement({
    sid,
    principals: [new ServicePrincipal(service)],
    actions: ['sns:Publish'],
    resources: [topic.topicArn],
    conditions: {
      StringEquals: { 'aws:SourceAccount': Stack.of(topic).account },
      ArnLike: { 'aws:SourceArn': sourceArn },
    },
  });
}
