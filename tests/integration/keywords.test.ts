import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewKeyword } from '#tests/support/keyword-builders';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import type { KeywordRecord, KeywordRepository } from '../../functions/src/ports/keywords';
import { imageBlobKey, imageUrlForKey } from '../../shared/keywords/keywords-images';

let t: TestStack;
let cookie: string;
let keywords: KeywordRepository;
let serial = 0;

beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
  keywords = t.stack.deps.keywords;
});
afterAll(() => t.close());

/** A new master keyword with a text no other test uses. */
async function createKeyword(text = 'fresh mountain bikes'): Promise<KeywordRecord> {
  serial += 1;
  const { created } = await keywords.create([buildNewKeyword({ masterKeyword: `${text} ${serial}` })]);
  return created[0]!;
}

async function createVariant(parent: KeywordRecord, n: number): Promise<KeywordRecord> {
  const { created } = await keywords.create([
    buildNewKeyword({ parentId: parent.id, masterKeyword: `${parent.masterKeyword} variant ${n}` }),
  ]);
  return created[0]!;
}

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { cookie, body });
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('POST /api/keywords (simple page)', () => {
  it('adds a Pending keyword with its secondary tags and starts nothing', async () => {
    const { status, body } = await json(
      await call('POST', '/api/keywords', {
        primaryTag: '  Garden Hose Reels ',
        secondaryTags: ['hose', 'garden'],
      }),
    );

    expect(status).toBe(201);
    expect(body).toMatchObject({
      primaryTag: 'Garden Hose Reels',
      masterKeyword: 'Garden Hose Reels',
      secondaryTags: ['hose', 'garden'],
      status: 'Pending',
      articleStatus: 'pending',
      variants: [],
    });
    expect((await json(await call('GET', `/api/keywords/${body.id}`))).status).toBe(200);
  });

  it('refuses a keyword that exists, case- and space-insensitively, with 409', async () => {
    await call('POST', '/api/keywords', { primaryTag: 'Patio Umbrella Stands', secondaryTags: [] });

    const { status, body } = await json(
      await call('POST', '/api/keywords', { primaryTag: 'patio   UMBRELLA stands', secondaryTags: [] }),
    );

    expect(status).toBe(409);
    expect(body).toEqual({ message: 'This keyword already exists: patio   UMBRELLA stands' });
  });

  it.each([
    [{ primaryTag: '   ', secondaryTags: [] }, 'primaryTag: Please enter a keyword'],
    [{ secondaryTags: [] }, 'primaryTag: Required'],
    [
      { primaryTag: 'ok keyword', secondaryTags: [''] },
      'secondaryTags.0: String must contain at least 1 character(s)',
    ],
    [{ primaryTag: 'ok keyword', secondaryTags: 'a,b' }, 'secondaryTags: Expected array, received string'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    expect(await json(await call('POST', '/api/keywords', body))).toEqual({ status: 400, body: { message } });
  });
});

describe('GET /api/keywords/{id}', () => {
  it('answers the whole record with its article and its variants', async () => {
    const keyword = await createKeyword();
    const variants = [await createVariant(keyword, 1), await createVariant(keyword, 2)];
    await keywords.update(keyword.id, {
      title: 'Fresh Mountain Bikes Guide',
      tags: { Transactional: ['buy bikes'], Navigational: ['bike shop'] },
      article: '<p>Ride on.</p>',
      images: [{ url: '/images/x/1.png', caption: 'A bike' }],
      adTitle: 'Ride now',
      adDescription: 'The best bikes',
    });
    await keywords.transition(variants[0]!.id, ['Pending'], 'Processing');

    const { status, body } = await json(await call('GET', `/api/keywords/${keyword.id}`));

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: keyword.id,
      title: 'Fresh Mountain Bikes Guide',
      tags: { Transactional: ['buy bikes'], Navigational: ['bike shop'] },
      article: '<p>Ride on.</p>',
      images: [{ url: '/images/x/1.png', caption: 'A bike' }],
      adTitle: 'Ride now',
      adDescription: 'The best bikes',
      status: 'Pending',
      manualTags: [],
    });
    expect(body.variants).toEqual([
      {
        id: variants[0]!.id,
        title: '',
        primaryTag: variants[0]!.masterKeyword,
        status: 'Processing',
        masterKeyword: variants[0]!.masterKeyword,
      },
      {
        id: variants[1]!.id,
        title: '',
        primaryTag: variants[1]!.masterKeyword,
        status: 'Pending',
        masterKeyword: variants[1]!.masterKeyword,
      },
    ]);
    expect(body).not.toHaveProperty('usage');
  });

  it('answers a variant too, and keeps variants out of the master list', async () => {
    const keyword = await createKeyword('solar garden lights');
    const variant = await createVariant(keyword, 1);

    const detail = await json(await call('GET', `/api/keywords/${variant.id}`));
    const listed = await json(await call('GET', '/api/keywords?search=solar'));

    expect(detail.body).toMatchObject({ id: variant.id, parentId: keyword.id, variants: [] });
    expect(listed.body.keywords.map((row: { id: string }) => row.id)).toEqual([keyword.id]);
  });

  it('answers an unknown id with 404', async () => {
    expect(await json(await call('GET', '/api/keywords/no-such-id'))).toEqual({
      status: 404,
      body: { message: 'Keyword not found: no-such-id' },
    });
  });
});

describe('PATCH /api/keywords/{id}', () => {
  it('edits title, tags and ad copy, and search follows the new words', async () => {
    const keyword = await createKeyword('velvet armchair covers');
    const changes = {
      title: 'Zebra Print Armchair Covers',
      tags: { Transactional: ['buy zebra covers'], Navigational: ['cover shop'] },
      adTitle: 'New covers',
      adDescription: 'Soft and washable',
    };

    const { status, body } = await json(await call('PATCH', `/api/keywords/${keyword.id}`, changes));
    const found = await json(await call('GET', '/api/keywords?search=zebr'));

    expect(status).toBe(200);
    expect(body).toMatchObject(changes);
    expect(found.body.keywords.map((row: { id: string }) => row.id)).toEqual([keyword.id]);
  });

  it('drops the old title words from search', async () => {
    const keyword = await createKeyword('copper kettle sets');
    await call('PATCH', `/api/keywords/${keyword.id}`, { title: 'Quaint Kettles' });

    await call('PATCH', `/api/keywords/${keyword.id}`, { title: 'Shiny Kettles' });

    expect((await json(await call('GET', '/api/keywords?search=quaint'))).body.total).toBe(0);
    expect((await json(await call('GET', '/api/keywords?search=shiny'))).body.total).toBe(1);
  });

  it('refuses to edit a keyword being processed with 409', async () => {
    const keyword = await createKeyword();
    await keywords.transition(keyword.id, ['Pending'], 'Processing');

    expect(await json(await call('PATCH', `/api/keywords/${keyword.id}`, { title: 'New' }))).toEqual({
      status: 409,
      body: { message: 'This keyword is being processed; edit it once processing has finished.' },
    });
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ title: 5 }, 'title: Expected string, received number'],
    [{ tags: { Transactional: ['x'] } }, 'tags.Navigational: Required'],
    [{ adDescription: 'x'.repeat(1001) }, 'adDescription: String must contain at most 1000 character(s)'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const keyword = await createKeyword();
    expect(await json(await call('PATCH', `/api/keywords/${keyword.id}`, body))).toEqual({
      status: 400,
      body: { message },
    });
  });

  it('answers an unknown id with 404', async () => {
    expect((await call('PATCH', '/api/keywords/no-such-id', { title: 'x' })).status).toBe(404);
  });
});

describe('DELETE /api/keywords/{id}', () => {
  it('deletes the keyword, its variants and their stored images, and frees its text', async () => {
    const keyword = await createKeyword('marble chess boards');
    const variant = await createVariant(keyword, 1);
    const keys = [imageBlobKey(keyword.id, '1.png'), imageBlobKey(variant.id, '1.png')];
    for (const key of keys) await t.stack.deps.blobs.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    await keywords.update(keyword.id, { images: [{ url: imageUrlForKey(keys[0]!), caption: 'Board' }] });
    await keywords.update(variant.id, { images: [{ url: imageUrlForKey(keys[1]!), caption: 'Pieces' }] });
    const before = (await json(await call('GET', '/api/keywords'))).body.total;

    const response = await json(await call('DELETE', `/api/keywords/${keyword.id}`));

    expect(response).toEqual({ status: 200, body: { count: 1 } });
    expect((await call('GET', `/api/keywords/${keyword.id}`)).status).toBe(404);
    expect((await call('GET', `/api/keywords/${variant.id}`)).status).toBe(404);
    expect(await t.stack.deps.blobs.get(keys[0]!)).toBeUndefined();
    expect(await t.stack.deps.blobs.get(keys[1]!)).toBeUndefined();
    expect((await json(await call('GET', '/api/keywords'))).body.total).toBe(before - 1);
    expect((await json(await call('GET', '/api/keywords?search=marble'))).body.total).toBe(0);
    const again = await call('POST', '/api/keywords', {
      primaryTag: keyword.masterKeyword,
      secondaryTags: [],
    });
    expect(again.status).toBe(201);
  });

  it('answers an unknown id with 404', async () => {
    expect(await json(await call('DELETE', '/api/keywords/no-such-id'))).toEqual({
      status: 404,
      body: { message: 'Keyword not found: no-such-id' },
    });
  });
});

describe('DELETE /api/keywords/bulk-delete', () => {
  it('deletes every selected keyword', async () => {
    const selected = [await createKeyword(), await createKeyword()];

    const response = await json(
      await call('DELETE', '/api/keywords/bulk-delete', { ids: selected.map((k) => k.id) }),
    );

    expect(response).toEqual({ status: 200, body: { count: 2 } });
    for (const keyword of selected)
      expect((await call('GET', `/api/keywords/${keyword.id}`)).status).toBe(404);
  });

  it('deletes nothing when an id is unknown', async () => {
    const keyword = await createKeyword();

    const response = await json(
      await call('DELETE', '/api/keywords/bulk-delete', { ids: [keyword.id, 'gone'] }),
    );

    expect(response).toEqual({ status: 404, body: { message: 'Keyword not found: gone' } });
    expect((await call('GET', `/api/keywords/${keyword.id}`)).status).toBe(200);
  });

  it.each([
    [{ ids: [] }, 'ids: Please select at least one keyword'],
    [{}, 'ids: Required'],
    [{ ids: [''] }, 'ids.0: String must contain at least 1 character(s)'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    expect(await json(await call('DELETE', '/api/keywords/bulk-delete', body))).toEqual({
      status: 400,
      body: { message },
    });
  });
});

describe('GET /api/keywords/{id}/export-for-ads', () => {
  it('exports the ad material with image URLs made absolute from the request origin', async () => {
    const keyword = await createKeyword('linen table cloths');
    await keywords.update(keyword.id, {
      title: 'Linen Table Cloths',
      url: 'https://blog.example.com/linen',
      tags: { Transactional: ['buy linen'] },
      manualTags: ['home'],
      adTitle: 'Linen for less',
      adDescription: 'Soft linen cloths',
      images: [
        { url: '/images/abc/1.png', caption: 'Cloth' },
        { url: 'https://cdn.example.com/2.png', caption: 'Table' },
      ],
    });

    const { status, body } = await json(await call('GET', `/api/keywords/${keyword.id}/export-for-ads`));

    expect(status).toBe(200);
    expect(body).toEqual({
      id: keyword.id,
      keyword: keyword.masterKeyword,
      title: 'Linen Table Cloths',
      url: 'https://blog.example.com/linen',
      tags: { transactional: ['buy linen'], navigational: [], manual: ['home'] },
      adTitle: 'Linen for less',
      adDescription: 'Soft linen cloths',
      images: [
        { url: 'http://localhost/images/abc/1.png', caption: 'Cloth' },
        { url: 'https://cdn.example.com/2.png', caption: 'Table' },
      ],
      exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers an unknown id with 404', async () => {
    expect((await call('GET', '/api/keywords/no-such-id/export-for-ads')).status).toBe(404);
  });
});

describe('GET /api/keywords/published-all and GET /api/stats', () => {
  it('lists published masters and variants, and counts them with completed variants', async () => {
    const before = (await json(await call('GET', '/api/stats'))).body;
    const master = await createKeyword('oak bookshelves');
    const variant = await createVariant(master, 1);
    const unpublished = await createKeyword('pine bookshelves');
    for (const keyword of [master, variant, unpublished]) {
      await keywords.transition(keyword.id, ['Pending'], 'Processing');
      await keywords.transition(keyword.id, ['Processing'], 'Completed');
    }
    const publishedDate = '2025-05-01T10:00:00.000Z';
    await keywords.update(master.id, {
      articleStatus: 'published',
      publishedUrl: 'https://b.example/oak',
      publishedDate,
    });
    await keywords.update(variant.id, {
      articleStatus: 'published',
      publishedUrl: 'https://b.example/oak-2',
      publishedDate,
    });

    const published = (await json(await call('GET', '/api/keywords/published-all'))).body.keywords;
    const stats = (await json(await call('GET', '/api/stats'))).body;

    expect(published.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining([master.id, variant.id]),
    );
    expect(published.map((row: { id: string }) => row.id)).not.toContain(unpublished.id);
    expect(published.find((row: { id: string }) => row.id === master.id)).toMatchObject({
      articleStatus: 'published',
      publishedUrl: 'https://b.example/oak',
      publishedDate,
    });
    expect(stats).toEqual({
      keywordsProcessed: before.keywordsProcessed + 2,
      articlesPublished: before.articlesPublished + 2,
      adCampaigns: 0,
      completedVariants: before.completedVariants + 1,
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every keyword route with its permission', async () => {
    const { paths } = (await json(await call('GET', '/api/openapi.json'))).body;

    expect(paths['/api/keywords'].get['x-permission']).toBe('view_dashboard');
    expect(paths['/api/keywords/batch'].post['x-permission']).toBe('manage_keywords');
    expect(Object.keys(paths['/api/keywords/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(paths['/api/keywords/bulk-delete'].delete.requestBody).toBeDefined();
    expect(paths['/api/stats'].get).toBeDefined();
  });
});
