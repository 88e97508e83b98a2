import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildAddKeywordsPayload,
  buildNewKeyword,
  createRecordingLauncher,
} from '#tests/support/keyword-builders';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';
import type { KeywordRecord, KeywordRepository } from '../../functions/src/ports/keywords';
import { MAX_KEYWORDS_PER_BATCH } from '../../shared/product/constants';

const launcher = createRecordingLauncher();
let t: TestStack;
let cookie: string;
let keywords: KeywordRepository;
let serial = 0;

beforeAll(async () => {
  t = await startTestStack({ processing: launcher });
  cookie = await t.signIn();
  keywords = t.stack.deps.keywords;
});
afterAll(() => t.close());
beforeEach(() => launcher.reset());

/** A new master keyword in `status`, moved there as the pipeline would, with a title when asked. */
async function createKeyword(
  status: KeywordRecord['status'] = 'Pending',
  title = '',
): Promise<KeywordRecord> {
  serial += 1;
  const { created } = await keywords.create([
    buildNewKeyword({ masterKeyword: `wooden toy trains ${serial}` }),
  ]);
  const keyword = created[0]!;
  if (title) await keywords.update(keyword.id, { title });
  if (status !== 'Pending') await keywords.transition(keyword.id, ['Pending'], 'Processing');
  if (status === 'Error' || status === 'Completed')
    await keywords.transition(keyword.id, ['Processing'], status);
  return keyword;
}

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { cookie, body });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const unique = (text: string) => `${text} ${++serial}`;

describe('POST /api/keywords/batch', () => {
  it('creates Pending keywords with the options and manual tags, then starts a batch run', async () => {
    const payload = buildAddKeywordsPayload({
      keywords: [unique('ceramic plant pots'), unique('hanging planters')],
      manualTags: ' indoor, plants ,, indoor',
      transactionalTagsCount: 6,
      generateVariants: false,
    });

    const { status, body } = await json(await call('POST', '/api/keywords/batch', payload));

    expect(status).toBe(201);
    expect(body.duplicates).toEqual([]);
    expect(body.runId).toBe('run-1');
    expect(body.created.map((k: KeywordRecord) => k.masterKeyword)).toEqual(payload.keywords);
    expect(body.created[0]).toMatchObject({
      status: 'Pending',
      manualTags: ['indoor', 'plants'],
      options: {
        transactionalTagsCount: 6,
        navigationalTagsCount: 3,
        generateVariants: false,
        publishToWordPress: true,
        generateAds: true,
      },
    });
    expect(launcher.calls).toEqual([
      {
        kind: 'batch',
        mode: 'full',
        keywordIds: body.created.map((k: KeywordRecord) => k.id),
        requestedBy: ADMIN.email,
      },
    ]);
  });

  it('skips and reports keywords that exist, case- and space-insensitively', async () => {
    const existing = unique('Trail Running Socks');
    await call('POST', '/api/keywords/batch', buildAddKeywordsPayload({ keywords: [existing] }));
    launcher.reset();
    const fresh = unique('trail gaiters');

    const { status, body } = await json(
      await call(
        'POST',
        '/api/keywords/batch',
        buildAddKeywordsPayload({
          keywords: [`  ${existing.toUpperCase().replace(/ /g, '   ')}`, fresh, fresh],
        }),
      ),
    );

    expect(status).toBe(201);
    expect(body.created.map((k: KeywordRecord) => k.masterKeyword)).toEqual([fresh]);
    expect(body.duplicates).toEqual([existing.toUpperCase().replace(/ /g, '   '), fresh]);
    expect(launcher.calls[0]?.keywordIds).toEqual([body.created[0].id]);
  });

  it('answers 409 and starts nothing when every keyword exists', async () => {
    const existing = unique('bamboo cutting boards');
    await call('POST', '/api/keywords/batch', buildAddKeywordsPayload({ keywords: [existing] }));
    launcher.reset();

    const response = await json(
      await call('POST', '/api/keywords/batch', buildAddKeywordsPayload({ keywords: [existing] })),
    );

    expect(response).toEqual({ status: 409, body: { message: `These keywords already exist: ${existing}` } });
    expect(launcher.calls).toEqual([]);
  });

  it('refuses more than 50 keywords with 400 and writes nothing', async () => {
    const prefix = unique('oversized batch');
    const keywordsSent = Array.from({ length: MAX_KEYWORDS_PER_BATCH + 1 }, (_, n) => `${prefix} item ${n}`);

    const response = await json(
      await call('POST', '/api/keywords/batch', buildAddKeywordsPayload({ keywords: keywordsSent })),
    );

    expect(response).toEqual({
      status: 400,
      body: { message: 'keywords: At most 50 keywords can be added in one batch' },
    });
    expect((await json(await call('GET', '/api/keywords?search=oversized'))).body.total).toBe(0);
    expect(launcher.calls).toEqual([]);
  });

  it.each([
    [{ keywords: [] }, 'keywords: Please enter at least one keyword'],
    [{ keywords: ['ab'] }, 'keywords.0: Please enter at least one keyword'],
    [{ keywords: 'one keyword' }, 'keywords: Expected array, received string'],
    [{ transactionalTagsCount: 0 }, 'transactionalTagsCount: Number must be greater than or equal to 1'],
    [{ navigationalTagsCount: 11 }, 'navigationalTagsCount: Number must be less than or equal to 10'],
    [{ transactionalTagsCount: 2.5 }, 'transactionalTagsCount: Expected integer, received float'],
    [{ navigationalTagsCount: '3' }, 'navigationalTagsCount: Expected number, received string'],
    [{ generateAds: undefined }, 'generateAds: Required'],
    [{ publishToWordPress: 'yes' }, 'publishToWordPress: Expected boolean, received string'],
  ])('refuses %j with 400 and a message', async (changes, message) => {
    const response = await json(
      await call('POST', '/api/keywords/batch', { ...buildAddKeywordsPayload(), ...changes }),
    );

    expect(response).toEqual({ status: 400, body: { message } });
    expect(launcher.calls).toEqual([]);
  });
});

describe('POST /api/keywords/{id}/retry', () => {
  it('reprocesses a keyword in Error', async () => {
    const keyword = await createKeyword('Error');

    const response = await json(await call('POST', `/api/keywords/${keyword.id}/retry`));

    expect(response).toEqual({ status: 200, body: { count: 1, runId: 'run-1' } });
    expect(launcher.calls).toEqual([
      { kind: 'retry', mode: 'full', keywordIds: [keyword.id], requestedBy: ADMIN.email },
    ]);
  });

  it.each(['Pending', 'Processing', 'Completed'] as const)(
    'refuses a %s keyword with 409',
    async (status) => {
      const keyword = await createKeyword(status);

      const response = await json(await call('POST', `/api/keywords/${keyword.id}/retry`));

      expect(response).toEqual({
        status: 409,
        body: { message: `Only keywords in Error can be retried; this keyword is ${status}.` },
      });
      expect(launcher.calls).toEqual([]);
    },
  );

  it('answers an unknown id with 404', async () => {
    expect((await call('POST', '/api/keywords/no-such-id/retry')).status).toBe(404);
  });
});

describe('POST /api/keywords/bulk-process', () => {
  it('starts every selected keyword that is not already processing', async () => {
    const [pending, failed, busy] = [
      await createKeyword(),
      await createKeyword('Error'),
      await createKeyword('Processing'),
    ];

    const response = await json(
      await call('POST', '/api/keywords/bulk-process', { ids: [pending.id, failed.id, busy.id, pending.id] }),
    );

    expect(response).toEqual({ status: 200, body: { count: 2, runId: 'run-1' } });
    expect(launcher.calls).toEqual([
      { kind: 'bulk-process', mode: 'full', keywordIds: [pending.id, failed.id], requestedBy: ADMIN.email },
    ]);
  });

  it('answers 409 when all of them are processing', async () => {
    const busy = await createKeyword('Processing');

    expect(await json(await call('POST', '/api/keywords/bulk-process', { ids: [busy.id] }))).toEqual({
      status: 409,
      body: { message: 'The selected keywords are already being processed.' },
    });
  });

  it('answers 404 and starts nothing when an id is unknown', async () => {
    const keyword = await createKeyword();

    const response = await json(
      await call('POST', '/api/keywords/bulk-process', { ids: [keyword.id, 'gone'] }),
    );

    expect(response).toEqual({ status: 404, body: { message: 'Keyword not found: gone' } });
    expect(launcher.calls).toEqual([]);
  });

  it.each([
    [{ ids: [] }, 'ids: Please select at least one keyword'],
    [{ ids: 'abc' }, 'ids: Expected array, received string'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    expect(await json(await call('POST', '/api/keywords/bulk-process', body))).toEqual({
      status: 400,
      body: { message },
    });
  });
});

describe('POST /api/keywords/bulk-regenerate-images and /{id}/regenerate-images', () => {
  it('regenerates the images of the selected keywords that have a title', async () => {
    const titled = await createKeyword('Completed', 'Wooden Toy Trains');
    const untitled = await createKeyword('Error');

    const response = await json(
      await call('POST', '/api/keywords/bulk-regenerate-images', { ids: [titled.id, untitled.id] }),
    );

    expect(response).toEqual({ status: 200, body: { count: 1, runId: 'run-1' } });
    expect(launcher.calls).toEqual([
      { kind: 'regenerate-images', mode: 'images', keywordIds: [titled.id], requestedBy: ADMIN.email },
    ]);
  });

  it('answers 409 when none of them can have images regenerated', async () => {
    const untitled = await createKeyword();

    const response = await json(
      await call('POST', '/api/keywords/bulk-regenerate-images', { ids: [untitled.id] }),
    );

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'None of the selected keywords can have images regenerated: they need a title and must not be processing.',
    );
  });

  it('regenerates the images of one keyword', async () => {
    const keyword = await createKeyword('Completed', 'Toy Trains');

    const response = await json(await call('POST', `/api/keywords/${keyword.id}/regenerate-images`));

    expect(response).toEqual({ status: 200, body: { count: 1, runId: 'run-1' } });
    expect(launcher.calls[0]).toMatchObject({
      kind: 'regenerate-images',
      mode: 'images',
      keywordIds: [keyword.id],
    });
  });

  it.each([
    ['Pending', '', 'Images can be generated once the keyword has a title.'],
    [
      'Processing',
      'A Title',
      'This keyword is being processed; regenerate its images once processing has finished.',
    ],
  ] as const)('refuses a %s keyword titled %j with 409', async (status, title, message) => {
    const keyword = await createKeyword(status, title);

    expect(await json(await call('POST', `/api/keywords/${keyword.id}/regenerate-images`))).toEqual({
      status: 409,
      body: { message },
    });
  });

  it('answers unknown ids with 404 and bad bodies with 400', async () => {
    expect((await call('POST', '/api/keywords/no-such-id/regenerate-images')).status).toBe(404);
    expect((await call('POST', '/api/keywords/bulk-regenerate-images', { ids: ['gone'] })).status).toBe(404);
    expect(await json(await call('POST', '/api/keywords/bulk-regenerate-images', {}))).toEqual({
      status: 400,
      body: { message: 'ids: Required' },
    });
  });
});

describe('POST /api/keywords/process-all', () => {
  it('starts every Pending or Error master keyword, and nothing else', async () => {
    const [pending, failed, done, busy] = [
      await createKeyword(),
      await createKeyword('Error'),
      await createKeyword('Completed'),
      await createKeyword('Processing'),
    ];
    const { created } = await keywords.create([
      buildNewKeyword({ parentId: pending.id, masterKeyword: `${pending.masterKeyword} variant` }),
    ]);

    const response = await json(await call('POST', '/api/keywords/process-all'));

    const started = launcher.calls[0]!;
    expect(response).toEqual({ status: 200, body: { count: started.keywordIds.length, runId: 'run-1' } });
    expect(started).toMatchObject({ kind: 'process-all', mode: 'full' });
    expect(started.keywordIds).toEqual(expect.arrayContaining([pending.id, failed.id]));
    expect(started.keywordIds).not.toContain(done.id);
    expect(started.keywordIds).not.toContain(busy.id);
    expect(started.keywordIds).not.toContain(created[0]!.id);
    expect(started.keywordIds.indexOf(failed.id)).toBeLessThan(started.keywordIds.indexOf(pending.id));
  });
});

describe('POST /api/keywords/{id}/variants', () => {
  it('generates the variants of a master keyword that has none', async () => {
    const keyword = await createKeyword('Completed', 'Trains');

    const response = await json(await call('POST', `/api/keywords/${keyword.id}/variants`));

    expect(response).toEqual({ status: 200, body: { count: 1, runId: 'run-1' } });
    expect(launcher.calls).toEqual([
      { kind: 'variants', mode: 'variants', keywordIds: [keyword.id], requestedBy: ADMIN.email },
    ]);
  });

  it('refuses a variant with 400 and a keyword with variants or being processed with 409', async () => {
    const master = await createKeyword('Completed');
    const { created } = await keywords.create([
      buildNewKeyword({ parentId: master.id, masterKeyword: `${master.masterKeyword} variant` }),
    ]);
    const busy = await createKeyword('Processing');

    expect(await json(await call('POST', `/api/keywords/${created[0]!.id}/variants`))).toEqual({
      status: 400,
      body: { message: 'A variant cannot have variants of its own.' },
    });
    expect(await json(await call('POST', `/api/keywords/${master.id}/variants`))).toEqual({
      status: 409,
      body: { message: 'This keyword already has variants.' },
    });
    expect((await call('POST', `/api/keywords/${busy.id}/variants`)).status).toBe(409);
    expect((await call('POST', '/api/keywords/no-such-id/variants')).status).toBe(404);
    expect(launcher.calls).toEqual([]);
  });
});
