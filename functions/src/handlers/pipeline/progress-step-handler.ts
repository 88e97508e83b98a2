import { lambdaStep } from '../../composition/lambda/lambda-step';
import { sfnWorkflowStarter } from '../../composition/lambda/sfn-workflow';
import { createProgressStep } from '../../pipeline/steps/progress-step';

/**
 * Lambda entry of `ProgressStepFunction` (see `pipeline/pipeline-functions.ts`); it starts the execution of
 * a run's next chunk, so it alone of the steps gets the Step Functions client.
 */
export const handler = lambdaStep('ProgressStepFunction', createProgressStep, {}, sfnWorkflowStarter);
