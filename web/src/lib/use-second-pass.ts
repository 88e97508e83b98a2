import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, then true in a second render that React makes at once but at low
 * priority: in slices it interrupts for input, committed apart from the first. A screen draws its heading
 * and frame in the first pass (the first paint, Lighthouse's largest contentful paint) and its heavy parts
 * in the second, rather than in one long task (total blocking time). Router and query updates render
 * synchronously, so a screen mounted by one would otherwise be drawn whole in a single task. A transition
 * rather than `useDeferredValue`, whose initial value is skipped inside another deferred render: nested
 * second passes (the shell's, then its screen's) each get their own commit.
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}
