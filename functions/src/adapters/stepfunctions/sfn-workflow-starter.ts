import type * as Sfn from '@aws-sdk/client-sfn';
import type { LazyAwsClient } from '../../lib/lazy-aws-client';
import type { PipelineExecutionInput, WorkflowStarter } from '../../ports/workflow';

/**
 * Starts the keyword pipeline's Standard state machine, one execution per chunk of a run. The name is the
 * run's id and the chunk: the console and the failure rule's events lead back to the run, and starting a
 * chunk again (a repeated step) finds its execution instead of running the chunk twice. `stateMachineArn`
 * may name an alias (on AWS it does: decision 048): the execution then runs the version the alias points
 * at when it starts, to its end.
 */
export function createSfnWorkflowStarter(
  sfn: LazyAwsClient<typeof Sfn, Sfn.SFNClient>,
  stateMachineArn: string,
): WorkflowStarter {
  return {
    async start(input: PipelineExecutionInput) {
      const name = executionName(input);
      const { sdk, client } = await sfn();
      try {
        const { executionArn } = await client.send(
          new sdk.StartExecutionCommand({ stateMachineArn, name, input: JSON.stringify(input) }),
        );
        if (!executionArn) throw new Error('Step Functions started no execution');
        return { executionId: executionArn };
      } catch (error) {
        // Started before (and since ended, or with other variants): the chunk is under way or done.
        if (!(error instanceof sdk.ExecutionAlreadyExists)) throw error;
        return { executionId: executionArnOf(stateMachineArn, name) };
      }
    },
  };
}

/** Execution names: at most 80 characters of letters, digits, `-` and `_`. */
export function executionName(input: PipelineExecutionInput): string {
  return `run-${input.runId}-${input.chunk}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
}

/**
 * The ARN of the execution `name`: an execution belongs to the state machine, whichever alias or version
 * started it, so the qualifier (the 8th field of a qualified ARN) is not part of it.
 */
export function executionArnOf(stateMachineArn: string, name: string): string {
  const [arn, partition, service, region, account, , machine] = stateMachineArn.split(':');
  return [arn, partition, service, region, account, 'execution', machine, name].join(':');
}
