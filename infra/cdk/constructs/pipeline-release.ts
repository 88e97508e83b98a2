import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import {
  CfnStateMachineAlias,
  CfnStateMachineVersion,
  type StateMachine,
} from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { withSeverity } from './alarm-topics';
import { ALARM_PERIOD, alarmName } from './function-alarms';
import { LIVE_ALIAS } from './function-deployment';

/**
 * How the `live` alias moves to a new version of the state machine: 10% of the executions started in the
 * first five minutes run it, then all do; a failed, timed-out or aborted execution meanwhile points the
 * alias back. Runs start one chunk at a time, so the canary often sees few executions: the alarm still
 * rolls back the ones it sees, and in-flight executions finish on the version they started on whatever
 * the alias does.
 */
const DEPLOYMENT_PREFERENCE = { type: 'CANARY', percentage: 10, intervalMinutes: 5 } as const;

/**
 * The keyword pipeline released like the functions (decision 048): each deploy that changes the state
 * machine publishes a version (the old ones are kept, for a rollback by hand), and executions start on
 * the `live` alias, which Step Functions shifts to the new version by `DEPLOYMENT_PREFERENCE`. An
 * execution keeps the version it started on to its end. The alarm on executions that fail, time out or
 * are aborted is the shift's rollback trigger and a ticket.
 */
export class PipelineRelease extends Construct {
  readonly version: CfnStateMachineVersion;
  readonly alias: CfnStateMachineAlias;
  readonly executionsFailedAlarm: Alarm;

  constructor(scope: Construct, id: string, stateMachine: StateMachine) {
    super(scope, id);
    this.version = new CfnStateMachineVersion(this, 'Version', {
      stateMachineArn: stateMachine.stateMachineArn,
      // A new revision (a changed definition, role or logging) replaces the version resource: a new one.
      stateMachineRevisionId: stateMachine.stateMachineRevisionId,
      description: 'Published by the deploy that last changed the keyword pipeline',
    });
    this.version.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const aliasArn = `${stateMachine.stateMachineArn}:${LIVE_ALIAS}`;
    this.executionsFailedAlarm = executionsFailedAlarm(this, stateMachine.stateMachineArn, aliasArn);
    this.alias = new CfnStateMachineAlias(this, 'Alias', {
      name: LIVE_ALIAS,
      description: 'Where executions start: the version of the last deploy, or shifting to it',
      deploymentPreference: {
        stateMachineVersionArn: this.version.attrArn,
        type: DEPLOYMENT_PREFERENCE.type,
        percentage: DEPLOYMENT_PREFERENCE.percentage,
        interval: DEPLOYMENT_PREFERENCE.intervalMinutes,
        alarms: [this.executionsFailedAlarm.alarmName],
      },
    });
    this.alias.node.addDependency(this.executionsFailedAlarm);
  }
}

/**
 * Executions of the state machine that failed, timed out or were aborted, counted on the state machine and
 * on its alias (whichever of the two Step Functions files them under), the larger of the two.
 */
function executionsFailedAlarm(scope: Construct, stateMachineArn: string, aliasArn: string): Alarm {
  // Metric ids are unique across the nested expressions, so each is named after its ARN's role.
  const ended = (of: string, arn: string) =>
    new MathExpression({
      expression: `FILL(${of}Failed, 0) + FILL(${of}TimedOut, 0) + FILL(${of}Aborted, 0)`,
      usingMetrics: Object.fromEntries(
        ['Failed', 'TimedOut', 'Aborted'].map((what) => [
          `${of}${what}`,
          new Metric({
            namespace: 'AWS/States',
            metricName: `Executions${what}`,
            dimensionsMap: { StateMachineArn: arn },
            statistic: 'Sum',
            period: ALARM_PERIOD,
          }),
        ]),
      ),
      period: ALARM_PERIOD,
    });
  return withSeverity(
    new Alarm(scope, 'ExecutionsFailedAlarm', {
      alarmName: alarmName(Stack.of(scope).stackName, 'PipelineExecutionsFailed'),
      metric: new MathExpression({
        label: 'Pipeline executions failed, timed out or aborted',
        expression: 'MAX([machine, alias])',
        usingMetrics: { machine: ended('machine', stateMachineArn), alias: ended('alias', aliasArn) },
        period: ALARM_PERIOD,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription:
        "A keyword pipeline run failed, timed out or was aborted; during a deploy this rolls the state machine's alias back. First look: the execution's graph in the Step Functions console (the red state and its error), then that run's log lines by runId. Runbook: docs/operations.md, \"Pipeline executions failed\".",
    }),
    'ticket',
  );
}
