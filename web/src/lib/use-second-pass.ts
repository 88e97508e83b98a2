import { useDeferredValue } from 'react';

/**
 * False on a component's first render, then true in a second render React makes at once but at low
 * priority: in slices it interrupts for input, committed apart from the first. A screen draws its heading
 * and frame in the first pass (the first paint, Lighthouse's largest contentful paint) and its heavy parts
 * in the second, rather than in one long task (total blocking time). Router and query updates render
 * synchronously, so a screen mounted by one would otherwise be drawn whole in a single task.
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}
