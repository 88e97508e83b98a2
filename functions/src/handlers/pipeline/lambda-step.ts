import { createLambdaPipelineDeps } from '../../pipeline/lambda-pipeline-deps';
import type { PipelineDeps } from '../../pipeline/pipeline-deps';
import type { ClientConstructors } from '../../pipeline/upstream-clients';
import type { WorkflowStarter } from '../../ports/workflow';

/**
 * A step function's Lambda handler: the step code built once per container, on the first call, from the
 * function's environment (so importing the module has no side effects). `clients` are the upstream clients
 * the step calls: each handler imports only those, which keeps the other SDKs out of its bundle.
 */
export function lambdaStep<O>(
  factory: (deps: PipelineDeps) => (input: unknown) => Promise<O>,
  clients: Partial<ClientConstructors> = {},
  workflowFor?: (stateMachineArn: string) => WorkflowStarter,
) {
  let step: ((input: unknown) => Promise<O>) | undefined;
  return async (event: unknown): Promise<O> => {
    step ??= factory(createLambdaPipelineDeps(process.env, clients, workflowFor));
    return step(event);
  };
}
