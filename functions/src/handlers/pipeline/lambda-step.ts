import { createLambdaPipelineDeps } from '../../pipeline/lambda-pipeline-deps';
import type { PipelineDeps } from '../../pipeline/pipeline-deps';

/**
 * A step function's Lambda handler: the step code built once per container, on the first call, from the
 * function's environment (so importing the module has no side effects).
 */
export function lambdaStep<O>(factory: (deps: PipelineDeps) => (input: unknown) => Promise<O>) {
  let step: ((input: unknown) => Promise<O>) | undefined;
  return async (event: unknown): Promise<O> => {
    step ??= factory(createLambdaPipelineDeps(process.env));
    return step(event);
  };
}
