import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The business keys of the work in progress (`runId`, `keywordId`, `campaignId`, `ruleId`, `userId`,
 * `correlationId`), which every log line written meanwhile carries as top-level fields (the runbook's Logs
 * Insights queries filter on them). Kept per asynchronous call chain rather than on the shared logger, since
 * the local server runs many requests and pipeline steps at once in one process. Never a secret or e-mail.
 */
export type LogKeys = Partial<
  Record<'runId' | 'keywordId' | 'campaignId' | 'ruleId' | 'userId' | 'correlationId', string>
>;

const storage = new AsyncLocalStorage<LogKeys>();

type ScopeWrapper = <T>(keys: LogKeys, work: () => T) => T;
let wrapScope: ScopeWrapper = (_keys, work) => work();

/**
 * Runs `work` with `keys` added to the keys already in force (the inner value wins); in a traced function,
 * as a trace subsegment annotated with them (`tracer.ts`).
 */
export function withLogKeys<T>(keys: LogKeys, work: () => T): T {
  const added = definedOnly(keys);
  return storage.run({ ...storage.getStore(), ...added }, () => wrapScope(added, work));
}

/** Called by `tracer.ts` when a traced entry loads it: each scope is then traced with its keys. */
export function traceLogKeyScopes(wrapper: ScopeWrapper): void {
  wrapScope = wrapper;
}

/**
 * Runs `work` outside every `withLogKeys` scope, and so does all it starts (timers and promises keep the
 * scope they were created in): for work that outlives the request that started it, the local pipeline's
 * executions and the local timers, whose lines must not carry that request's correlation id and user.
 */
export function withoutLogKeys<T>(work: () => T): T {
  return storage.exit(work);
}

/** Adds keys for the rest of the current `withLogKeys` scope (a request's user, known once signed in). */
export function addLogKeys(keys: LogKeys): void {
  const store = storage.getStore();
  if (store) Object.assign(store, definedOnly(keys));
}

export function currentLogKeys(): LogKeys {
  return storage.getStore() ?? {};
}

function definedOnly(keys: LogKeys): LogKeys {
  return Object.fromEntries(Object.entries(keys).filter(([, value]) => typeof value === 'string'));
}
