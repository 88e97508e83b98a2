import type { ApiOperation } from './api-operations';

/** The ids each list route answers with, keyed by the route's path (`/api/keywords` -> keyword ids). */
export type IdPools = Map<string, string[]>;

/** Every string `id` of the objects anywhere in a JSON answer. */
function idsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object') {
    const { id } = value as { id?: unknown };
    if (typeof id === 'string') found.add(id);
    for (const inner of Object.values(value)) idsIn(inner, found);
  }
  return found;
}

/**
 * Reads the existing ids from every guarded GET route without path parameters, so valid requests name
 * resources that exist. `excluded` ids (the signed-in users) never enter a pool: no generated request may
 * delete or demote the users the fuzzer signs in as.
 */
export async function readIdPools(
  operations: ApiOperation[],
  getJson: (path: string) => Promise<unknown>,
  excluded: Set<string>,
): Promise<IdPools> {
  const lists = operations.filter(
    ({ method, path, permission }) => method === 'GET' && permission && !path.includes('{'),
  );
  const pools: IdPools = new Map();
  for (const { path } of lists) {
    const ids = [...idsIn(await getJson(path))].filter((id) => !excluded.has(id));
    if (ids.length > 0) pools.set(path, ids);
  }
  return pools;
}

const ID_NAME = /^ids?$|Ids?$/;

/**
 * The ids a field or path parameter called `name` of the route at `path` should draw from: those of the
 * longest list route `path` starts with (`/api/keywords/{id}` -> `/api/keywords`); else those of a list
 * named like the field (`keywordId` -> `/api/keywords`); else all. Undefined when `name` names no id.
 */
export function idsFor(pools: IdPools, path: string, name: string): string[] | undefined {
  if (!ID_NAME.test(name)) return undefined;
  const prefix = path.split('/{')[0]!;
  const [longest] = [...pools.keys()]
    .filter((list) => prefix === list || prefix.startsWith(`${list}/`))
    .sort((a, b) => b.length - a.length);
  if (longest) return pools.get(longest);
  const base = name.replace(/Ids?$/, '').toLowerCase();
  const named = [...pools.entries()].filter(
    ([list]) => base && list.split('/').at(-1)!.toLowerCase().startsWith(base),
  );
  return (named.length > 0 ? named : [...pools.entries()]).flatMap(([, ids]) => ids);
}

/** Ids of every pool but the one `idsFor` picks for the route: real ids of the wrong kind. */
export function foreignIds(pools: IdPools, path: string, name: string): string[] {
  const own = new Set(idsFor(pools, path, name) ?? []);
  return [...new Set([...pools.values()].flat())].filter((id) => !own.has(id));
}
