import { SFNClient } from '@aws-sdk/client-sfn';
import type { WorkflowStarter } from '../../ports/workflow';
import { createSfnWorkflowStarter } from './sfn-workflow-starter';

/**
 * The API Lambda's workflow starter: the state machine named by `STATE_MACHINE_ARN` (set by the CDK app).
 * Without it, starting processing fails with a clear message rather than at the first request.
 */
export function workflowStarterFromEnv(env: NodeJS.ProcessEnv): WorkflowStarter {
  const arn = env.STATE_MACHINE_ARN;
  if (arn) return createSfnWorkflowStarter(new SFNClient({}), arn);
  return {
    start: () =>
      Promise.reject(new Error('Processing is not configured on this server (STATE_MACHINE_ARN is not set)')),
  };
}
