import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import type { QualitySettings } from '#shared/schemas/quality';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const PATH = '/api/settings/quality';
const read = async (cookie = admin) => (await t.call('GET', PATH, { cookie })).json();
const save = (body: unknown, cookie = admin) => t.call('PUT', PATH, { cookie, body });

describe('Settings > Quality', () => {
  it('answers the defaults before anything is saved', async () => {
    expect(await read()).toEqual(DEFAULT_QUALITY_SETTINGS);
  });

  it('saves thresholds and blocking checks, each blocking check once', async () => {
    const settings: QualitySettings = {
      ...DEFAULT_QUALITY_SETTINGS,
      wordCountMin: 800,
      duplicateFailure: 0.7,
      blocking: ['nearDuplicate', 'keywordInTitle', 'nearDuplicate'],
    };
    const response = await save(settings);
    expect(response.status).toBe(200);
    const expected = { ...settings, blocking: ['nearDuplicate', 'keywordInTitle'] };
    expect(await response.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
  });

  it('refuses a minimum above its maximum or an unknown check, and keeps what was saved', async () => {
    const before = await read();
    const inverted = await save({ ...DEFAULT_QUALITY_SETTINGS, wordCountMin: 6000 });
    expect(inverted.status).toBe(400);
    expect(((await inverted.json()) as { message: string }).message).toContain(
      'The minimum word count must not be above the maximum',
    );
    expect((await save({ ...DEFAULT_QUALITY_SETTINGS, blocking: ['spelling'] })).status).toBe(400);
    expect((await save({ blocking: [] })).status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('refuses SEO length limits out of range or inverted with the field’s message, and keeps what was saved', async () => {
    const before = await read();
    const inverted = await save({ ...DEFAULT_QUALITY_SETTINGS, seoDescriptionMin: 170 });
    expect(inverted.status).toBe(400);
    expect(((await inverted.json()) as { message: string }).message).toContain(
      'The shortest meta description must not be longer than the longest',
    );
    const tiny = await save({ ...DEFAULT_QUALITY_SETTINGS, seoTitleMax: 5 });
    expect(tiny.status).toBe(400);
    expect(((await tiny.json()) as { message: string }).message).toMatch(/seoTitleMax/);
    expect((await save({ ...DEFAULT_QUALITY_SETTINGS, seoTitleMax: 60.5 })).status).toBe(400);
    expect((await save({ ...DEFAULT_QUALITY_SETTINGS, blocking: ['seoSlug'] })).status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('saves the SEO limits, and their defaults when a form from before them leaves them out', async () => {
    const {
      seoTitleMax: _max,
      seoDescriptionMin: _min,
      seoDescriptionMax: _dmax,
      ...older
    } = DEFAULT_QUALITY_SETTINGS;
    const withLimits = { ...DEFAULT_QUALITY_SETTINGS, seoTitleMax: 55, seoDescriptionMax: 155 };
    expect(await (await save(withLimits)).json()).toEqual(withLimits);
    expect(await read()).toEqual(withLimits);
    expect(await (await save(older)).json()).toEqual(DEFAULT_QUALITY_SETTINGS);
  });

  it('is the admin’s: other roles get 403', async () => {
    const { email, password } = await addUser(t, admin, { role: 'editor' });
    const editor = await t.signIn(email, password);
    expect((await t.call('GET', PATH, { cookie: editor })).status).toBe(403);
    expect((await save(DEFAULT_QUALITY_SETTINGS, editor)).status).toBe(403);
  });
});
