import { createSfnWorkflowStarter } from '../../adapters/stepfunctions/sfn-workflow-starter';
import { lazyAwsClient } from '../../lib/lazy-aws-client';
import type { WorkflowStarter } from '../../ports/workflow';

/** Starts executions of the keyword pipeline with Step Functions; the SDK is imported on the first start. */
export const sfnWorkflowStarter = (stateMachineArn: string): WorkflowStarter =>
  createSfnWorkflowStarter(
    lazyAwsClient(
      () => import('@aws-sdk/client-sfn'),
      (sdk) => new sdk.SFNClient({}),
    ),
    stateMachineArn,
  );
