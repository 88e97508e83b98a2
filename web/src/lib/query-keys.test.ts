import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const RANGE = { since: '2026-11-18', until: '2026-11-24' };

/** A cache holding data under each key, none of it invalidated yet. */
function cacheWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, invalidated };
}

describe('queryKeys', () => {
  it('invalidating a family refetches every read in it and nothing else', async () => {
    const family = [
      queryKeys.keywords.list('page=1'),
      queryKeys.keywords.detail('k1'),
      queryKeys.keywords.economics('k1', RANGE),
      queryKeys.keywords.published(''),
      queryKeys.keywords.published('canoe'),
    ];
    const others = [queryKeys.stats(), queryKeys.campaigns.page(1, ''), queryKeys.insights.range(RANGE)];
    const { client, invalidated } = cacheWith([...family, ...others]);

    await client.invalidateQueries({ queryKey: queryKeys.keywords.all() });

    for (const key of family) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    for (const key of others) expect(invalidated(key), JSON.stringify(key)).toBe(false);
  });

  it('keeps the insights, prompts, campaigns, rule log and launch families under their roots', async () => {
    const families = [
      {
        root: queryKeys.insights.all(),
        keys: [
          queryKeys.insights.range(RANGE),
          queryKeys.insights.daily({ ...RANGE, search: '', status: 'ALL' }),
          queryKeys.insights.ruleCampaignChoices(),
        ],
      },
      { root: queryKeys.prompts.all(), keys: [queryKeys.prompts.list(), queryKeys.prompts.list('title')] },
      { root: queryKeys.campaigns.all(), keys: [queryKeys.campaigns.page(2, 'shoes')] },
      { root: queryKeys.ruleLog.all(), keys: [queryKeys.ruleLog.filtered({ ruleId: 'r1' })] },
      {
        root: queryKeys.launches.all(),
        keys: [queryKeys.launches.list(), queryKeys.launches.running(), queryKeys.launches.detail('l1')],
      },
    ];
    for (const { root, keys } of families) {
      const { client, invalidated } = cacheWith(keys);
      await client.invalidateQueries({ queryKey: root });
      for (const key of keys) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('starts every key with the API path it reads, as the default query function expects', () => {
    const keys = [
      queryKeys.authUser(),
      queryKeys.metaStatus(),
      queryKeys.profiles(),
      queryKeys.campaign('a/b'),
      queryKeys.keywords.detail('k1'),
      queryKeys.ruleLog.filtered({}),
    ];
    for (const [path] of keys) expect(path).toMatch(/^\/api\//);
    expect(queryKeys.campaign('a/b')).toEqual(['/api/meta/campaigns/a%2Fb']);
  });
});

/** Every product source file under web/src (tests and test support aside). */
function productSources(): { file: string; text: string }[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  return files.map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
}

/** A key written by hand: an array literal given as a query key, or a cache call filtering by predicate. */
const HAND_WRITTEN_KEY =
  /queryKey:\s*\[|\b(?:setQueryData|getQueryData|setQueriesData|getQueryState)\(\s*\[|\bpredicate:/;

describe('query keys in the app', () => {
  it('come from the factory alone, so a read and its invalidation cannot drift apart', () => {
    const offenders = productSources()
      .filter(({ file, text }) => file !== 'lib/query-keys.ts' && HAND_WRITTEN_KEY.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
