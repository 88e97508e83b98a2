import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who waits first when an upstream limit is booked up: work a person is watching (a debug test, one keyword
 * regenerated or approved), then new batches, then bulk work (Process All, bulk reprocessing), which keeps
 * room in the schedule for the others.
 */
export type CallPriority = 'interactive' | 'batch' | 'bulk';

const current = new AsyncLocalStorage<CallPriority>();

/**
 * Runs `work` with its upstream calls at `priority`. Carried by the async context rather than passed down,
 * as every call of a step (text, images, checks) takes the step's priority and none decides its own.
 */
export const withCallPriority = <T>(priority: CallPriority, work: () => Promise<T>): Promise<T> =>
  current.run(priority, work);

/** The priority of the work under way; a batch's when nobody set one. */
export const currentCallPriority = (): CallPriority => current.getStore() ?? 'batch';
