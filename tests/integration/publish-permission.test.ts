import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  buildAddKeywordsPayload,
  buildNewKeyword,
  createRecordingLauncher,
} from '#tests/support/keyword-builders';
import { startTestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import type { KeywordRecord } from '../../functions/src/ports/keywords';
import { type Role, roleHasPermission } from '../../shared/access/roles';
import { DEFAULT_KEYWORD_OPTIONS, type KeywordStatus } from '../../shared/schemas/keywords';

/**
 * publish_content guards every call that starts a run which would publish to WordPress: a role without it
 * is refused with 403 and nothing changes (no keyword written or moved, no run started); a role with it
 * is not refused; and the same call that would publish nothing stays open to it. The calls are those the
 * API document marks with `x-conditional-permission`, so a publishing route added later without a case
 * here fails the first test.
 */

const launcher = createRecordingLauncher();
const t = await startTestStack({ processing: launcher });
afterAll(() => t.close());
const keywords = t.stack.deps.keywords;

const cookies = { admin: await t.signIn() } as Record<Role, string>;
for (const role of ['editor', 'writer'] as const) {
  const { email, password } = await addUser(t, cookies.admin, { role });
  cookies[role] = await t.signIn(email, password);
}

/** Every keyword a case creates, deleted after it so Process All sees only the next case's. */
const created: string[] = [];
afterEach(async () => {
  for (const id of created.splice(0)) await keywords.delete(id);
  launcher.reset();
});

let serial = 0;
const unique = (text: string) => `${text} ${++serial} ${Date.now()}`;

/** A master keyword in `status`, moved there as the pipeline would, publishing to WordPress or not. */
async function keyword(status: KeywordStatus, publishToWordPress: boolean): Promise<KeywordRecord> {
  const options = { ...DEFAULT_KEYWORD_OPTIONS, publishToWordPress };
  const [record] = (await keywords.create([buildNewKeyword({ masterKeyword: unique('oak desk'), options })]))
    .created;
  created.push(record!.id);
  if (status !== 'Pending') await keywords.transition(record!.id, ['Pending'], 'Processing');
  if (status !== 'Pending' && status !== 'Processing')
    await keywords.transition(record!.id, ['Processing'], status);
  return record!;
}

interface Request {
  path: string;
  body?: unknown;
}

/** Each publishing call: the request that runs keywords set to publish (or not), made fresh per case. */
const CASES: Record<string, (publish: boolean) => Promise<Request>> = {
  'POST /api/keywords/batch': async (publishToWordPress) => ({
    path: '/api/keywords/batch',
    body: buildAddKeywordsPayload({ keywords: [unique('walnut shelf')], publishToWordPress }),
  }),
  'POST /api/keywords/bulk-process': async (publish) => ({
    path: '/api/keywords/bulk-process',
    body: { ids: [(await keyword('Completed', false)).id, (await keyword('Error', publish)).id] },
  }),
  'POST /api/keywords/process-all': async (publish) => {
    await keyword('Pending', false);
    await keyword('Error', publish);
    return { path: '/api/keywords/process-all' };
  },
  'POST /api/keywords/{id}/retry': async (publish) => ({
    path: `/api/keywords/${(await keyword('Error', publish)).id}/retry`,
  }),
  'POST /api/keywords/{id}/variants': async (publish) => ({
    path: `/api/keywords/${(await keyword('Completed', publish)).id}/variants`,
  }),
  // The quality gate's Regenerate article (decision 036) re-publishes what is set to be published.
  'POST /api/keywords/{id}/regenerate-article': async (publish) => ({
    path: `/api/keywords/${(await keyword('Completed', publish)).id}/regenerate-article`,
  }),
  'POST /api/keywords/bulk-regenerate-article': async (publish) => ({
    path: '/api/keywords/bulk-regenerate-article',
    body: { ids: [(await keyword('Completed', false)).id, (await keyword('Needs review', publish)).id] },
  }),
};

async function send(role: Role, { path, body }: Request) {
  const response = await t.call('POST', path, { cookie: cookies[role], body });
  const answer = (await response.json()) as { message?: string; created?: { id: string }[] };
  created.push(...(answer.created ?? []).map((record) => record.id));
  return { status: response.status, answer };
}

/** What a refused call must leave as it was: every keyword's record and the counts. */
async function snapshot() {
  return { records: await keywords.findMany([...created]), counts: await keywords.counts() };
}

describe('the calls that may publish', () => {
  it('are exactly those the API document marks as checking publish_content', async () => {
    const document = await (await t.call('GET', '/api/openapi.json', { cookie: cookies.admin })).json();
    const marked = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          operation,
        })),
      )
      .filter(({ operation }) => {
        const conditional = operation['x-conditional-permission'] as { permission?: string } | undefined;
        return conditional?.permission === 'publish_content';
      })
      .map(({ name }) => name);
    expect(marked.sort()).toEqual(Object.keys(CASES).sort());
  });
});

describe.each(Object.entries(CASES))('%s', (_name, prepare) => {
  it('refuses a writer with 403 when it would publish, and changes nothing', async () => {
    expect(roleHasPermission('writer', 'publish_content')).toBe(false);
    const request = await prepare(true);
    const before = await snapshot();

    const { status, answer } = await send('writer', request);

    expect(status).toBe(403);
    expect(answer.message).toMatch(
      /^Forbidden: your role does not have the "publish_content" permission, which publishing to WordPress needs\. .+ set to be published\./,
    );
    expect(await snapshot()).toEqual(before);
    expect(launcher.calls).toEqual([]);
  });

  it('lets a writer run it when nothing would be published', async () => {
    const { status, answer } = await send('writer', await prepare(false));

    expect([200, 201], JSON.stringify(answer)).toContain(status);
    expect(launcher.calls).toHaveLength(1);
  });

  it.each(['editor', 'admin'] as const)('lets an %s publish', async (role) => {
    expect(roleHasPermission(role, 'publish_content')).toBe(true);
    const { status, answer } = await send(role, await prepare(true));

    expect([200, 201], JSON.stringify(answer)).toContain(status);
    expect(launcher.calls).toHaveLength(1);
  });
});
