import { SFNClient } from '@aws-sdk/client-sfn';
import { createSfnWorkflowStarter } from '../../adapters/stepfunctions/sfn-workflow-starter';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import type { WorkflowStarter } from '../../ports/workflow';

/** Starts executions of the keyword pipeline with Step Functions; its own module, so only its users load the SDK. */
export const sfnWorkflowStarter = (stateMachineArn: string): WorkflowStarter =>
  createSfnWorkflowStarter(capturedAwsClient(new SFNClient({})), stateMachineArn);
