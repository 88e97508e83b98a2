import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import type {
  ListFilter,
  ListMember,
  ListShape,
} from '../../functions/src/adapters/dynamodb/keywords/counted-list';
import {
  allOfFiltered,
  pageOfAll,
} from '../../functions/src/adapters/dynamodb/keywords/counted-list-intersection';
import {
  createListReader,
  createNodeLoader,
} from '../../functions/src/adapters/dynamodb/keywords/counted-list-reader';
import {
  createListWriter,
  type ListWriter,
} from '../../functions/src/adapters/dynamodb/keywords/counted-list-writer';

/** Tiny spans, so 60 members cross many leaves and nodes: leaves of 3, nodes of 9, then the head. */
const SHAPE: ListShape = { name: 'TEST:tiny', spans: [3, 9] };
const CLASSES = ['Pending', 'Completed', 'Error'];

let t: TestStack;
let writer: ListWriter;
/** Live members, newest first, as the list should hold them. */
let expected: ListMember[];

const reader = (filter: ListFilter = {}) =>
  createListReader(writer, SHAPE, filter, createNodeLoader(t.stack.table));

const member = (seq: number, version = 1): ListMember => ({
  sequence: seq,
  id: `kw-${seq}`,
  class: CLASSES[seq % 3]!,
  day: `2025-01-${String(10 + Math.floor(seq / 10)).padStart(2, '0')}`,
  version,
});

beforeAll(async () => {
  t = await startTestStack();
  writer = createListWriter(t.stack.table);
  // Sequence numbers 1..65 with gaps (as deleted or variant numbers leave), written out of order.
  const all = Array.from({ length: 65 }, (_, k) => member(k + 1)).filter((m) => m.sequence % 7 !== 0);
  await writer.sync(SHAPE, all.slice(30), { fresh: true });
  await writer.sync(SHAPE, all.slice(0, 30), { fresh: true });
  // Later versions: some members change class, some leave; a stale older write must not undo them.
  const moved = all
    .filter((m) => m.sequence % 5 === 0)
    .map((m) => ({ ...m, class: 'Completed', version: 2 }));
  const gone = all.filter((m) => m.sequence % 11 === 0).map((m) => ({ ...m, version: 3, gone: true }));
  await writer.sync(SHAPE, [...moved, ...gone]);
  await writer.sync(
    SHAPE,
    gone.map((m) => ({ ...m, version: 1, gone: false })),
  );
  const changed = new Map([...moved, ...gone].map((m) => [m.sequence, m]));
  expected = all
    .map((m) => changed.get(m.sequence) ?? m)
    .filter((m) => !m.gone)
    .sort((a, b) => b.sequence - a.sequence);
});
afterAll(() => t.close());

const seqs = (members: ListMember[]) => members.map((m) => m.sequence);

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
    const matching = expected.filter((m) => filter.classes.has(m.class));

    expect(await reader(filter).total()).toBe(matching.length);
    for (let offset = 0; offset < matching.length; offset += 3) {
      expect(seqs(await reader(filter).page(offset, 5))).toEqual(seqs(matching.slice(offset, offset + 5)));
    }
  });

  it('pages within a range of days whose ends fall inside leaves and nodes', async () => {
    const filter = { from: '2025-01-11', to: '2025-01-14', classes: new Set(['Pending', 'Completed']) };
    const matching = expected.filter(
      (m) => m.day! >= filter.from && m.day! <= filter.to && filter.classes.has(m.class),
    );

    expect(await reader(filter).total()).toBe(matching.length);
    expect(seqs(await reader(filter).page(0, Number.POSITIVE_INFINITY))).toEqual(seqs(matching));
    expect(seqs(await reader(filter).page(7, 6))).toEqual(seqs(matching.slice(7, 13)));
  });

  it('counts by class from the head, and finds members by sequence number', async () => {
    const counts = await reader().classCounts();
    const found = await reader({ classes: new Set(['Error']) }).lookup([1, 2, 5, 11, 62]);

    for (const cls of CLASSES) expect(counts[cls] ?? 0).toBe(expected.filter((m) => m.class === cls).length);
    expect([...found.keys()].sort((a, b) => a - b)).toEqual(
      expected
        .filter((m) => [1, 2, 5, 11, 62].includes(m.sequence) && m.class === 'Error')
        .map((m) => m.sequence)
        .sort((a, b) => a - b),
    );
  });
});

describe('lists intersected from their heads', () => {
  /** Word lists as token lists keep them: leaves right under the head, with bitmaps; tiny leaves of 4. */
  const word = (name: string): ListShape => ({ name: `TEST:word-${name}`, spans: [4], bitmaps: true });
  const SEQS = Array.from({ length: 90 }, (_, k) => k + 1);
  const EVEN = word('even');
  const THREES = word('threes');
  const FIVES = word('fives');
  const NONE = word('none');
  /** Written before lists kept bitmaps: its head's summaries have none, so its leaves are read instead. */
  const OLD_SEVENS = word('old-sevens');
  /** Every member, in leaves smaller than the words' (as the masters list is): where a page finds ids. */
  const DIRECTORY: ListShape = { name: 'TEST:word-directory', spans: [2] };
  const inWord = (shape: ListShape, seq: number) =>
    ({ [EVEN.name]: seq % 2 === 0, [THREES.name]: seq % 3 === 0, [FIVES.name]: seq % 5 === 0 })[shape.name] ??
    (shape === OLD_SEVENS && seq % 7 === 0);
  const wordMember = (seq: number): ListMember => ({
    sequence: seq,
    id: `kw-${seq}`,
    class: '*',
    version: 1,
  });
  let loaded: string[];

  const wordReader = (shape: ListShape, filter: ListFilter = {}) =>
    createListReader(writer, shape, filter, (keys, attributes) => {
      loaded.push(...keys.map((key) => `${key.pk} ${key.sk}`));
      return createNodeLoader(t.stack.table)(keys, attributes);
    });

  beforeAll(async () => {
    await writer.sync(DIRECTORY, SEQS.map(wordMember), { fresh: true });
    for (const shape of [EVEN, THREES, FIVES]) {
      await writer.sync(shape, SEQS.filter((seq) => inWord(shape, seq)).map(wordMember), { fresh: true });
    }
    await writer.sync(
      { ...OLD_SEVENS, bitmaps: false },
      SEQS.filter((seq) => seq % 7 === 0).map(wordMember),
      { fresh: true },
    );
    // Members that left a word stay out of it (their tombstones outrank the older entries).
    await writer.sync(
      EVEN,
      [12, 30, 60].map((seq) => ({ ...wordMember(seq), version: 2, gone: true })),
    );
  });

  const expectedIn = (...shapes: ListShape[]) =>
    [...SEQS]
      .reverse()
      .filter((seq) => shapes.every((shape) => inWord(shape, seq)) && ![12, 30, 60].includes(seq));

  it("pages the members in every list and counts them all, reading the heads and the directory's page leaves only", async () => {
    const matching = expectedIn(EVEN, THREES);

    for (let offset = 0; offset <= matching.length; offset += 2) {
      loaded = [];
      const page = await pageOfAll([wordReader(EVEN), wordReader(THREES)], wordReader(DIRECTORY), offset, 3);

      expect(page.total).toBe(matching.length);
      expect(seqs(page.members), `offset ${offset}`).toEqual(matching.slice(offset, offset + 3));
      expect(page.members.every((m) => m.id === `kw-${m.sequence}`)).toBe(true);
      // The two heads, then just the directory's leaves the page's members fall in.
      const pageLeaves = new Set(page.members.map((m) => Math.floor(m.sequence / 2))).size;
      expect(loaded.length).toBe(2 + pageLeaves);
      expect(loaded.slice(2).every((key) => key.startsWith(`KWL#${DIRECTORY.name} `))).toBe(true);
    }
  });

  it('intersects three lists, and finds nothing with a list that holds nothing', async () => {
    const directory = wordReader(DIRECTORY);
    const three = await pageOfAll(
      [wordReader(EVEN), wordReader(THREES), wordReader(FIVES)],
      directory,
      0,
      50,
    );
    const none = await pageOfAll([wordReader(EVEN), wordReader(NONE)], directory, 0, 20);

    expect(three.total).toBe(expectedIn(EVEN, THREES, FIVES).length);
    expect(seqs(three.members)).toEqual(expectedIn(EVEN, THREES, FIVES));
    expect(none).toEqual({ total: 0, members: [] });
  });

  it('reads the leaves of a list whose summaries predate bitmaps', async () => {
    const page = await pageOfAll([wordReader(OLD_SEVENS), wordReader(THREES)], wordReader(DIRECTORY), 1, 20);

    expect(page.total).toBe(expectedIn(OLD_SEVENS, THREES).length);
    expect(seqs(page.members)).toEqual(expectedIn(OLD_SEVENS, THREES).slice(1));
  });

  it('keeps the members of a filtered list that are in every word, walking whichever side is smaller', async () => {
    // `expected` (the tiny list above) is the filtered side: by class, and all of it.
    for (const filter of [{ classes: new Set(['Error']) }, {}]) {
      const filtered = expected.filter((m) => !('classes' in filter) || filter.classes!.has(m.class));
      const matching = filtered.filter(
        (m) => m.sequence % 2 === 0 && m.sequence % 3 === 0 && ![12, 30, 60].includes(m.sequence),
      );

      const wordsSmaller = await allOfFiltered(
        [wordReader(EVEN), wordReader(THREES)],
        wordReader(SHAPE, filter),
      );
      const filterSmaller = await allOfFiltered([wordReader(EVEN)], wordReader(SHAPE, filter));

      expect(seqs(wordsSmaller)).toEqual(seqs(matching));
      expect(seqs(filterSmaller)).toEqual(
        seqs(filtered.filter((m) => m.sequence % 2 === 0 && ![12, 30, 60].includes(m.sequence))),
      );
    }
  });
});
