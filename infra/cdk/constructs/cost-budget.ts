import { Stack } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct, type IDependable } from 'constructs';

export interface CostBudgetProps {
  monthlyUsd: number;
  topic: ITopic;
  /** The topic policy letting AWS Budgets publish, which must exist before the budget. */
  topicPolicy: IDependable;
}

/** Notices at these shares (%) of the budget: spent so far, and forecast for the month. */
const BUDGET_NOTICES = { actualPercent: 80, forecastPercent: 100 } as const;

/**
 * A monthly AWS cost budget with notices on the alarm topic when 80% is spent and when the month's forecast
 * passes it. It counts the whole account's cost (a budget narrowed by tag needs a cost allocation tag the
 * payer account activates): a dedicated account makes it this stack's.
 */
export class CostBudget extends Construct {
  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    const subscribers = [{ subscriptionType: 'SNS', address: props.topic.topicArn }];
    const notice = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: {
        notificationType,
        comparisonOperator: 'GREATER_THAN',
        threshold,
        thresholdType: 'PERCENTAGE',
      },
      subscribers,
    });
    const budget = new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `${Stack.of(this).stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        notice('ACTUAL', BUDGET_NOTICES.actualPercent),
        notice('FORECASTED', BUDGET_NOTICES.forecastPercent),
      ],
    });
    budget.node.addDependency(props.topicPolicy);
  }
}
