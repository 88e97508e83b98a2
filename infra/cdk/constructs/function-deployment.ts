import { type IAspect, Stack, Validations } from 'aws-cdk-lib';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import {
  CfnDeploymentGroup,
  type ILambdaDeploymentConfig,
  LambdaApplication,
  LambdaDeploymentGroup,
} from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Alias } from 'aws-cdk-lib/aws-lambda';
import { CfnStateMachineAlias } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct, type IConstruct } from 'constructs';

/** The alias every function and the state machine are called through (decision 048). */
export const LIVE_ALIAS = 'live';

/**
 * The stack's one CodeDeploy application and the role its deployment groups share, made on first use:
 * one role instead of one per function keeps the managed policy acknowledged once.
 */
class LambdaDeployments extends Construct {
  readonly application: LambdaApplication;
  readonly role: Role;

  static of(scope: Construct): LambdaDeployments {
    const stack = Stack.of(scope);
    return (
      (stack.node.tryFindChild('LambdaDeployments') as LambdaDeployments | undefined) ??
      new LambdaDeployments(stack, 'LambdaDeployments')
    );
  }

  private constructor(scope: Construct, id: string) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited'),
      ],
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "CodeDeploy's own policy for Lambda deployments: it may read and update the aliases of this account's functions and read the alarms, which a deployment group needs",
    });
  }
}

/**
 * A CodeDeploy deployment group that moves `alias` to each new version as `config` says, and back when
 * the deployment fails, is stopped or one of `alarms` goes off meanwhile.
 */
export function deployThroughCodeDeploy(
  alias: Alias,
  config: ILambdaDeploymentConfig,
  alarms: IAlarm[],
): LambdaDeploymentGroup {
  const { application, role } = LambdaDeployments.of(alias);
  return new LambdaDeploymentGroup(alias, 'Deployment', {
    application,
    role,
    alias,
    deploymentConfig: config,
    alarms,
    autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
  });
}

/**
 * For one deploy (`-c deployIgnoringAlarms=true`): the deployment groups and the state machine's alias
 * shift as configured but no alarm rolls them back. A fix deployed while the alarms that would judge it
 * are already firing (the API failing, say) would otherwise be rolled back at once; the next deploy
 * without the flag turns the checks back on.
 */
export class RollbackAlarmsIgnored implements IAspect {
  visit(node: IConstruct): void {
    if (node instanceof CfnDeploymentGroup) node.addPropertyOverride('AlarmConfiguration.Enabled', false);
    if (node instanceof CfnStateMachineAlias) {
      node.addPropertyDeletionOverride('DeploymentPreference.Alarms');
    }
  }
}
