import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchGetAll, itemKey } from '../../functions/src/adapters/dynamodb/keyword-batch-io';
import {
  createListReader,
  createListWriter,
  type ListFilter,
  type ListMember,
  type ListShape,
  type ListWriter,
} from '../../functions/src/adapters/dynamodb/keyword-counted-list';
import { startTestStack, type TestStack } from './support/test-stack';

/** Tiny spans, so 60 members cross many leaves and nodes: leaves of 3, nodes of 9, then the head. */
const SHAPE: ListShape = { name: 'TEST:tiny', spans: [3, 9] };
const CLASSES = ['Pending', 'Completed', 'Error'];

let t: TestStack;
let writer: ListWriter;
/** Live members, newest first, as the list should hold them. */
let expected: ListMember[];

const reader = (filter: ListFilter = {}) =>
  createListReader(writer, SHAPE, filter, async (keys) => {
    const found = await batchGetAll(t.stack.table.client, t.stack.table.name, keys);
    return new Map(keys.map((key) => [key.sk, found.get(itemKey(key.pk, key.sk))]));
  });

const member = (seq: number, ver = 1): ListMember => ({
  seq,
  id: `kw-${seq}`,
  cls: CLASSES[seq % 3]!,
  day: `2025-01-${String(10 + Math.floor(seq / 10)).padStart(2, '0')}`,
  ver,
});

beforeAll(async () => {
  t = await startTestStack();
  writer = createListWriter(t.stack.table);
  // Sequence numbers 1..65 with gaps (as deleted or variant numbers leave), written out of order.
  const all = Array.from({ length: 65 }, (_, k) => member(k + 1)).filter((m) => m.seq % 7 !== 0);
  await writer.sync(SHAPE, all.slice(30), { fresh: true });
  await writer.sync(SHAPE, all.slice(0, 30), { fresh: true });
  // Later versions: some members change class, some leave; a stale older write must not undo them.
  const moved = all.filter((m) => m.seq % 5 === 0).map((m) => ({ ...m, cls: 'Completed', ver: 2 }));
  const gone = all.filter((m) => m.seq % 11 === 0).map((m) => ({ ...m, ver: 3, gone: true }));
  await writer.sync(SHAPE, [...moved, ...gone]);
  await writer.sync(
    SHAPE,
    gone.map((m) => ({ ...m, ver: 1, gone: false })),
  );
  const changed = new Map([...moved, ...gone].map((m) => [m.seq, m]));
  expected = all
    .map((m) => changed.get(m.seq) ?? m)
    .filter((m) => !m.gone)
    .sort((a, b) => b.seq - a.seq);
});
afterAll(() => t.close());

const seqs = (members: ListMember[]) => members.map((m) => m.seq);

describe('a counted list', () => {
  it('counts and pages every offset the same as a full scan would', async () => {
    const list = reader();

    expect(await list.total()).toBe(expected.length);
    for (let offset = 0; offset <= expected.length; offset += 1) {
      expect(seqs(await reader().page(offset, 4)), `offset ${offset}`).toEqual(
        seqs(expected.slice(offset, offset + 4)),
      );
    }
  });

  it('pages within classes', async () => {
    const filter = { classes: new Set(['Completed', 'Error']) };
    const matching = expected.filter((m) => filter.classes.has(m.cls));

    expect(await reader(filter).total()).toBe(matching.length);
    for (let offset = 0; offset < matching.length; offset += 3) {
      expect(seqs(await reader(filter).page(offset, 5))).toEqual(seqs(matching.slice(offset, offset + 5)));
    }
  });

  it('pages within a range of days whose ends fall inside leaves and nodes', async () => {
    const filter = { from: '2025-01-11', to: '2025-01-14', classes: new Set(['Pending', 'Completed']) };
    const matching = expected.filter(
      (m) => m.day! >= filter.from && m.day! <= filter.to && filter.classes.has(m.cls),
    );

    expect(await reader(filter).total()).toBe(matching.length);
    expect(seqs(await reader(filter).page(0, Number.POSITIVE_INFINITY))).toEqual(seqs(matching));
    expect(seqs(await reader(filter).page(7, 6))).toEqual(seqs(matching.slice(7, 13)));
  });

  it('counts by class from the head, and finds members by sequence number', async () => {
    const counts = await reader().classCounts();
    const found = await reader({ classes: new Set(['Error']) }).lookup([1, 2, 5, 11, 62]);

    for (const cls of CLASSES) expect(counts[cls] ?? 0).toBe(expected.filter((m) => m.cls === cls).length);
    expect([...found.keys()].sort((a, b) => a - b)).toEqual(
      expected
        .filter((m) => [1, 2, 5, 11, 62].includes(m.seq) && m.cls === 'Error')
        .map((m) => m.seq)
        .sort((a, b) => a - b),
    );
  });
});
