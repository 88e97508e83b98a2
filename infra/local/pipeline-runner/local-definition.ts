import definitionJson from '../../../functions/src/pipeline/keyword-pipeline.asl.json' with { type: 'json' };
import {
  PIPELINE_FUNCTIONS,
  type PipelineFunctionId,
} from '../../../functions/src/pipeline/pipeline-functions';

type StateDefinition = {
  Type: string;
  Resource?: string;
  Branches?: { States: Record<string, StateDefinition> }[];
  ItemProcessor?: { States: Record<string, StateDefinition> };
};

const LOCAL_ARN_PREFIX = 'arn:aws:lambda:us-east-1:000000000000:function:';

/**
 * The pipeline's ASL with its `${<id>Arn}` placeholders substituted the way the CDK app does, here by
 * stand-in ARNs, so the emulator validates the very definition deployed to AWS.
 */
export function localDefinition() {
  const text = JSON.stringify(definitionJson).replace(/\$\{(\w+)Arn\}/g, (_match, id: string) => {
    if (!PIPELINE_FUNCTIONS.some((fn) => fn.id === id))
      throw new Error(`The pipeline names an unknown function ${id}`);
    return `${LOCAL_ARN_PREFIX}${id}`;
  });
  return JSON.parse(text) as { States: Record<string, StateDefinition> } & Record<string, unknown>;
}

/** Every task state of the definition (nested ones included) with the function its Resource names. */
export function taskStates(
  states: Record<string, StateDefinition>,
): { state: string; fn: PipelineFunctionId }[] {
  return Object.entries(states).flatMap(([state, definition]) => [
    ...(definition.Type === 'Task' && definition.Resource
      ? [{ state, fn: definition.Resource.slice(LOCAL_ARN_PREFIX.length) as PipelineFunctionId }]
      : []),
    ...(definition.Branches ?? []).flatMap((branch) => taskStates(branch.States)),
    ...(definition.ItemProcessor ? taskStates(definition.ItemProcessor.States) : []),
  ]);
}
