import { describe, expect, it } from 'vitest';
import type { BudgetChangeEntry, BudgetChangeStore } from '../../../ports/budget-changes';
import { DomainError } from '../../domain-error';
import { BUDGET_WINDOW_MS, createBudgetChangeLedger } from './budget-change-ledger';

const START = Date.parse('2026-11-24T06:00:00Z');
const MINUTE = 60_000;

/** The store's conditional write in memory; `interleave` writes for another request just before ours. */
function memoryStore() {
  const items = new Map<string, BudgetChangeEntry>();
  const state = { interleave: 0, writes: 0 };
  const store: BudgetChangeStore = {
    async read(adsetId) {
      return structuredClone(items.get(adsetId) ?? { changes: [], version: 0 });
    },
    async write(adsetId, changes, expectedVersion) {
      const current = items.get(adsetId) ?? { changes: [], version: 0 };
      if (state.interleave > 0) {
        state.interleave -= 1;
        items.set(adsetId, { changes: current.changes, version: current.version + 1 });
        return false;
      }
      if (current.version !== expectedVersion) return false;
      state.writes += 1;
      items.set(adsetId, { changes, version: expectedVersion + 1 });
      return true;
    },
  };
  return { store, items, state };
}

function setup() {
  const memory = memoryStore();
  const clock = { time: START, now: () => clock.time };
  return { ...memory, clock, ledger: createBudgetChangeLedger(memory.store, clock) };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('budget change ledger', () => {
  it('takes 4 changes an hour and names when the 5th is allowed: when the oldest turns an hour old', async () => {
    const { ledger, clock } = setup();
    for (const minute of [0, 10, 20, 30]) {
      clock.time = START + minute * MINUTE;
      await ledger.reserveAll([{ id: 'a1', name: 'channel_00001' }]);
    }
    clock.time = START + 45 * MINUTE;

    const error = await refusal(ledger.reserveAll([{ id: 'a1', name: 'channel_00001' }]));

    expect(error.kind).toBe('rate_limited');
    expect(error.message).toBe(
      'Meta allows 4 budget changes per ad set per hour: ad set channel_00001 had 4 in the last hour. ' +
        'Its budget can change again at 07:00 UTC (in 15 minutes).',
    );
    expect(error.retryAfterSeconds).toBe(15 * 60);
    clock.time = START + BUDGET_WINDOW_MS;
    await expect(ledger.reserveAll([{ id: 'a1' }])).resolves.toHaveLength(1);
  });

  it('forgets changes older than an hour and lets the item expire an hour after its last change', async () => {
    const { ledger, clock, items, store } = setup();
    for (let change = 0; change < 4; change += 1) await ledger.reserveAll([{ id: 'a1' }]);
    clock.time = START + BUDGET_WINDOW_MS + MINUTE;
    await ledger.reserveAll([{ id: 'a1' }]);
    expect(items.get('a1')?.changes).toEqual([clock.time]);
    let expiresAt = 0;
    await createBudgetChangeLedger(
      {
        ...store,
        async write(adsetId, changes, version, expiry) {
          expiresAt = expiry;
          return store.write(adsetId, changes, version, expiry);
        },
      },
      clock,
    ).reserveAll([{ id: 'a2' }]);
    expect(expiresAt).toBe(clock.time + BUDGET_WINDOW_MS);
  });

  it('takes all ad sets or none: a full one gives back the changes taken before it', async () => {
    const { ledger, items } = setup();
    for (let change = 0; change < 4; change += 1) await ledger.reserveAll([{ id: 'full' }]);

    await refusal(ledger.reserveAll([{ id: 'a1' }, { id: 'a2' }, { id: 'full' }]));

    expect(items.get('a1')?.changes).toEqual([]);
    expect(items.get('a2')?.changes).toEqual([]);
    expect(items.get('full')?.changes).toHaveLength(4);
  });

  it('gives back exactly one change on release, even when two share a millisecond', async () => {
    const { ledger, items } = setup();
    const [first] = await ledger.reserveAll([{ id: 'a1' }]);
    await ledger.reserveAll([{ id: 'a1' }]);
    await ledger.release(first!);
    expect(items.get('a1')?.changes).toEqual([START]);
  });

  it('reads again after losing a conditional write to another request, and gives up after five', async () => {
    const { ledger, state, items } = setup();
    state.interleave = 2;
    await ledger.reserveAll([{ id: 'a1' }]);
    expect(items.get('a1')).toEqual({ changes: [START], version: 3 });

    state.interleave = 5;
    const error = await refusal(ledger.reserveAll([{ id: 'a2' }]));
    expect(error.kind).toBe('unavailable');
    expect(state.writes).toBe(1);
  });
});
