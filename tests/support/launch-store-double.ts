import type { LaunchRecord, LaunchStore } from '../../functions/src/ports/meta-launches';

/**
 * A launch store in memory with the DynamoDB store's conditions (`adapters/dynamodb/launch-store.ts`): one
 * lease holder, an item settled only while pending, a restart only of an unchanged launch that is not
 * running. Records are copied in and out, as a table would. For unit tests of the launch service and worker.
 */
export function memoryLaunchStore() {
  const launches = new Map<string, LaunchRecord>();
  const leases = new Map<string, number>();
  const copy = (launch: LaunchRecord) => structuredClone(launch);
  const stored = (id: string) => {
    const launch = launches.get(id);
    if (!launch) throw new Error(`No launch ${id}`);
    return launch;
  };

  const store: LaunchStore = {
    async create(launch) {
      if (launches.has(launch.id)) return false;
      launches.set(launch.id, copy(launch));
      return true;
    },
    async find(id) {
      const launch = launches.get(id);
      return launch && copy(launch);
    },
    async list(limit) {
      return [...launches.values()]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit)
        .map(({ items: _items, ...summary }) => structuredClone(summary));
    },
    async running() {
      return [...launches.values()]
        .filter((launch) => launch.status === 'running')
        .map(({ items: _items, ...summary }) => structuredClone(summary));
    },
    async claim(id, nowMs, leaseMs) {
      if (launches.get(id)?.status !== 'running' || (leases.get(id) ?? -1) >= nowMs) return false;
      leases.set(id, nowMs + leaseMs);
      return true;
    },
    async renew(id, nowMs, leaseMs) {
      stored(id);
      leases.set(id, nowMs + leaseMs);
    },
    async unclaim(id) {
      stored(id);
      leases.delete(id);
    },
    async settleItem(id, index, outcome, updatedAt) {
      const launch = stored(id);
      const item = launch.items[index]!;
      if (item.status !== 'pending') return false;
      Object.assign(item, structuredClone(outcome));
      launch[outcome.status === 'created' ? 'created' : 'failed'] += 1;
      launch.updatedAt = updatedAt;
      return true;
    },
    async finish(id, status, updatedAt) {
      Object.assign(stored(id), { status, updatedAt });
      leases.delete(id);
    },
    async restart(launch, previousUpdatedAt) {
      const current = stored(launch.id);
      if (current.updatedAt !== previousUpdatedAt || current.status === 'running') return false;
      launches.set(launch.id, copy(launch));
      return true;
    },
  };
  return { store, launches, leases };
}
