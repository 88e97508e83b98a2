import { describe, expect, it } from 'vitest';
import { mergeUnits, plannedUnits } from './refresh-plan';

// 02:00 UTC on 9 March is still 8 March (21:00 EST) in New York.
const NOW = Date.parse('2026-03-09T02:00:00Z');

describe('the refresh plan', () => {
  it('reads each account for today and yesterday, or the last 30 days, in US Eastern days, then revenue', () => {
    expect(plannedUnits('recent', ['1', '2'], NOW)).toEqual([
      { kind: 'meta', accountId: '1', since: '2026-03-07', until: '2026-03-08' },
      { kind: 'meta', accountId: '2', since: '2026-03-07', until: '2026-03-08' },
      { kind: 'revenue', since: '2026-03-07', until: '2026-03-08' },
    ]);
    expect(plannedUnits('month', ['1'], NOW)[0]).toMatchObject({ since: '2026-02-07', until: '2026-03-08' });
  });

  it("reads an account in its own days (10:00 on 9 March in Singapore) and revenue in US Eastern's", () => {
    const zoneOf = (accountId: string) => (accountId === '2' ? 'Asia/Singapore' : 'America/New_York');
    expect(plannedUnits('recent', ['1', '2'], NOW, zoneOf)).toEqual([
      { kind: 'meta', accountId: '1', since: '2026-03-07', until: '2026-03-08' },
      { kind: 'meta', accountId: '2', since: '2026-03-08', until: '2026-03-09' },
      { kind: 'revenue', since: '2026-03-07', until: '2026-03-08' },
    ]);
  });

  it('puts a throttled run’s leftovers first and drops what a wider unit covers', () => {
    const left = plannedUnits('month', ['1'], NOW - 86_400_000);
    const merged = mergeUnits(left, plannedUnits('recent', ['1', '2'], NOW));
    expect(merged).toEqual([
      { kind: 'meta', accountId: '1', since: '2026-02-06', until: '2026-03-07' },
      { kind: 'revenue', since: '2026-02-06', until: '2026-03-07' },
      { kind: 'meta', accountId: '1', since: '2026-03-07', until: '2026-03-08' },
      { kind: 'meta', accountId: '2', since: '2026-03-07', until: '2026-03-08' },
      { kind: 'revenue', since: '2026-03-07', until: '2026-03-08' },
    ]);
    const wider = mergeUnits(plannedUnits('recent', ['1'], NOW), plannedUnits('month', ['1'], NOW));
    expect(wider).toEqual(plannedUnits('month', ['1'], NOW));
  });
});
