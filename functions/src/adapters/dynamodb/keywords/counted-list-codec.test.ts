import { describe, expect, it } from 'vitest';
import type { ListShape } from './counted-list';
import {
  childAttribute,
  childrenOf,
  encodeMember,
  encodeSummary,
  HEAD_SK,
  listPk,
  memberLocation,
  membersOf,
  nodeSk,
  nodeVersion,
} from './counted-list-codec';

/** Items as the lists have stored them since ADR 007: these strings and maps must keep reading. */
const STORED_LEAF = {
  pk: 'KWL#M',
  sk: '0#000000000001',
  v: 5,
  m150: '0000000003|Completed+P|2025-03-04|kw-a',
  m101: '0000000012|x||kw-b',
  m199: '0000000001|*||id|with|bars',
};
const STORED_HEAD = {
  pk: 'KWL#T:hik',
  sk: 'H',
  v: 9,
  c0: { v: 4, n: { '*': 2 }, b: new Uint8Array([0b101]) },
  c3: { v: 7, n: { Pending: 1, 'Completed+P': 2 }, lo: '2025-01-02', hi: '2025-02-03' },
};

describe('the counted list codec', () => {
  it('keys lists, nodes and the head as stored', () => {
    const shape: ListShape = { name: 'M', spans: [100, 10_000] };

    expect(listPk(shape)).toBe('KWL#M');
    expect(nodeSk(0, 12)).toBe('0#000000000012');
    expect(nodeSk(1, 3)).toBe('1#000000000003');
    expect(HEAD_SK).toBe('H');
    expect(childAttribute(4)).toBe('c4');
    expect(memberLocation(shape, 1234)).toEqual({
      key: { pk: 'KWL#M', sk: '0#000000000012' },
      attribute: 'm1234',
    });
  });

  it('reads stored members with their full names, newest first', () => {
    expect(nodeVersion(STORED_LEAF)).toBe(5);
    expect(membersOf(STORED_LEAF)).toEqual([
      { sequence: 199, id: 'id|with|bars', class: '*', day: undefined, version: 1, gone: false },
      { sequence: 150, id: 'kw-a', class: 'Completed+P', day: '2025-03-04', version: 3, gone: false },
      { sequence: 101, id: 'kw-b', class: '', day: undefined, version: 12, gone: true },
    ]);
  });

  it('writes members as the strings it reads, ordered by version', () => {
    for (const member of membersOf(STORED_LEAF)) {
      expect(encodeMember(member)).toBe(STORED_LEAF[`m${member.sequence}` as keyof typeof STORED_LEAF]);
    }
    const older = encodeMember({ sequence: 1, id: 'k', class: 'Pending', version: 9 });
    const newer = encodeMember({ sequence: 1, id: 'k', class: 'Pending', version: 10, gone: true });
    expect(older < newer).toBe(true);
  });

  it('reads stored summaries with their full names, and writes them back as stored', () => {
    const children = childrenOf(STORED_HEAD);

    expect(children).toEqual([
      {
        index: 3,
        summary: {
          version: 7,
          counts: { Pending: 1, 'Completed+P': 2 },
          firstDay: '2025-01-02',
          lastDay: '2025-02-03',
          bitmap: undefined,
        },
      },
      {
        index: 0,
        summary: {
          version: 4,
          counts: { '*': 2 },
          firstDay: undefined,
          lastDay: undefined,
          bitmap: new Uint8Array([0b101]),
        },
      },
    ]);
    expect(encodeSummary(children[0]!.summary)).toStrictEqual(STORED_HEAD.c3);
    expect(encodeSummary(children[1]!.summary)).toStrictEqual(STORED_HEAD.c0);
  });
});
