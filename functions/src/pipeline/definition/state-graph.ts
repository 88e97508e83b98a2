import type { State, StateGraph } from './asl-types';

/** Every state of a graph by name, those of its Parallel branches and Map item processors included. */
export function allStates(graph: StateGraph): [string, State][] {
  return Object.entries(graph.States).flatMap(([name, state]): [string, State][] => [
    [name, state],
    ...(state.Type === 'Parallel' ? state.Branches.flatMap(allStates) : []),
    ...(state.Type === 'Map' ? allStates(state.ItemProcessor) : []),
  ]);
}
