import type { StateGraph } from '../../../functions/src/pipeline/definition/asl-types';
import { keywordPipelineDefinition } from '../../../functions/src/pipeline/definition/keyword-pipeline-definition';
import { allStates } from '../../../functions/src/pipeline/definition/state-graph';
import type { PipelineFunctionId } from '../../../functions/src/pipeline/pipeline-functions';

const LOCAL_ARN_PREFIX = 'arn:aws:lambda:us-east-1:000000000000:function:';

/**
 * The pipeline's definition with stand-in ARNs where the CDK app substitutes the functions' ARNs, so the
 * emulator validates the very definition deployed to AWS.
 */
export function localDefinition() {
  return keywordPipelineDefinition((fn) => `${LOCAL_ARN_PREFIX}${fn}`);
}

/** Every task state of the definition (nested ones included) with the function its Resource names. */
export function taskStates(definition: StateGraph): { state: string; fn: PipelineFunctionId }[] {
  return allStates(definition).flatMap(([state, node]) =>
    node.Type === 'Task'
      ? [{ state, fn: node.Resource.slice(LOCAL_ARN_PREFIX.length) as PipelineFunctionId }]
      : [],
  );
}
