import { type SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { PipelineExecutionInput, WorkflowStarter } from '../../ports/workflow';

/**
 * Starts the keyword pipeline's Standard state machine; the execution's name carries the run id, so the
 * console and the failure rule's events lead back to the run.
 */
export function createSfnWorkflowStarter(client: SFNClient, stateMachineArn: string): WorkflowStarter {
  return {
    async start(input: PipelineExecutionInput) {
      const { executionArn } = await client.send(
        new StartExecutionCommand({
          stateMachineArn,
          name: executionName(input),
          input: JSON.stringify(input),
        }),
      );
      if (!executionArn) throw new Error('Step Functions started no execution');
      return { executionId: executionArn };
    },
  };
}

/** Execution names: at most 80 characters of letters, digits, `-` and `_`. */
export function executionName(input: PipelineExecutionInput): string {
  const raw = `run-${input.runId}-${input.wave}-${Date.now().toString(36)}`;
  return raw.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
}
