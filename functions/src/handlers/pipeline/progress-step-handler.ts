import { SFNClient } from '@aws-sdk/client-sfn';
import { createSfnWorkflowStarter } from '../../adapters/stepfunctions/sfn-workflow-starter';
import { createProgressStep } from '../../pipeline/steps/progress-step';
import { lambdaStep } from './lambda-step';

/**
 * Lambda entry of `ProgressStepFunction` (see `pipeline/pipeline-functions.ts`); it starts the execution of
 * a run's next chunk, so it alone gets the Step Functions client.
 */
export const handler = lambdaStep(createProgressStep, {}, (stateMachineArn) =>
  createSfnWorkflowStarter(new SFNClient({}), stateMachineArn),
);
