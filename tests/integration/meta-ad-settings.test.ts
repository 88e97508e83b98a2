import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import { createProfileRepository } from '../../functions/src/adapters/dynamodb/profile-repository';

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const PATH = '/api/meta/ad-settings/profiles';
const newProfile = (overrides: Record<string, unknown> = {}) => ({
  name: 'US traffic',
  defaultObjective: 'TRAFFIC',
  defaultDailyBudget: 10,
  defaultBidStrategy: 'AUTO',
  defaultCountries: ['US'],
  defaultDeviceTypes: ['ALL'],
  ...overrides,
});
const create = (body: unknown, cookie = admin) => t.call('POST', PATH, { cookie, body });
const patch = (id: string, body: unknown, cookie = admin) =>
  t.call('PATCH', `${PATH}/${id}`, { cookie, body });
const list = async () => (await t.call('GET', PATH, { cookie: admin })).json();
const created = async (overrides: Record<string, unknown> = {}) => {
  const response = await create(newProfile(overrides));
  expect(response.status).toBe(201);
  return response.json();
};
const defaults = async () =>
  (await list())
    .filter((profile: { isDefault: boolean }) => profile.isDefault)
    .map((p: { id: string }) => p.id);

describe('ad settings profiles before Meta is configured', () => {
  it('offers no creation: choices say so and POST answers Meta API not configured', async () => {
    const choices = await t.call('GET', '/api/meta/ad-settings/choices', { cookie: admin });
    expect(await choices.json()).toEqual({ metaConfigured: false, pages: [], pixels: [] });

    const response = await create(newProfile());
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^Meta API not configured/);
    expect(await list()).toEqual([]);
  });
});

describe('ad settings profiles', () => {
  beforeAll(async () => {
    expect((await t.call('POST', '/api/meta/use-sandbox', { cookie: admin })).status).toBe(200);
  });

  it('offer the saved pages and pixels once Meta is configured', async () => {
    const choices = await (await t.call('GET', '/api/meta/ad-settings/choices', { cookie: admin })).json();
    expect(choices.metaConfigured).toBe(true);
    expect(choices.pages.length).toBeGreaterThan(0);
    expect(Object.keys(choices.pages[0]).sort()).toEqual(['id', 'name']);
  });

  it('are created with the contract defaults, the first one as the default', async () => {
    const profile = await created({ defaultCountries: ['UK', 'DE'], defaultUtmSource: '' });

    expect(profile).toMatchObject({
      name: 'US traffic',
      isDefault: true,
      defaultAgeMin: 18,
      defaultAgeMax: 65,
      defaultCountries: ['UK', 'DE'],
      defaultUtmSource: null,
      defaultBidAmount: null,
      defaultCallToAction: 'LEARN_MORE',
      // The ad's text rides on the landing URL unless the profile turns it off.
      adTextOnUrl: true,
      adTextParameter: 'referrerAdCreative',
    });
    expect((await t.call('GET', `${PATH}/${profile.id}`, { cookie: admin })).status).toBe(200);
    expect(await defaults()).toEqual([profile.id]);
  });

  it.each([
    [{ name: 'ab' }, 'name: Name must be at least 3 characters'],
    [
      { defaultObjective: 'CONVERSIONS' },
      'defaultConversionEvent: Required when using Conversions objective',
    ],
    [{ defaultCountries: [] }, 'defaultCountries: Select at least one country'],
    [{ defaultDeviceTypes: [] }, 'defaultDeviceTypes: Select at least one device type'],
    [{ defaultAgeMin: 70 }, 'defaultAgeMin: Number must be less than or equal to 65'],
    [{ defaultDailyBudget: 0 }, 'defaultDailyBudget: Number must be greater than or equal to 1'],
    [
      { defaultCallToAction: 'TRY_IT' },
      'defaultCallToAction: TRY_IT is not available: Meta has no Try It call to action',
    ],
    [
      { defaultOsTypes: ['MACOS'] },
      'defaultOsTypes.0: MACOS is not available: Meta targets mobile operating systems only',
    ],
    [
      { adTextParameter: 'ad text' },
      'adTextParameter: Parameter name: letters, digits, _ . or - only (at most 64 characters)',
    ],
  ])('refuse %j with a 400 that says why, and store nothing', async (overrides, message) => {
    const before = await list();

    const response = await create(newProfile(overrides));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await list()).toEqual(before);
  });

  it('are edited field by field, checked together with the stored fields', async () => {
    const profile = await created({ name: 'Editable' });

    const renamed = await patch(profile.id, {
      name: 'Edited profile',
      defaultBidStrategy: 'BID_CAP',
      defaultBidAmount: 1.5,
    });
    const conversions = await patch(profile.id, { defaultObjective: 'CONVERSIONS' });
    const adTextOff = await patch(profile.id, { adTextOnUrl: false, adTextParameter: 'adText' });
    expect(await adTextOff.json()).toMatchObject({ adTextOnUrl: false, adTextParameter: 'adText' });

    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'Edited profile',
      defaultBidAmount: 1.5,
      defaultCountries: ['US'],
      isDefault: false,
    });
    expect(conversions.status).toBe(400);
    expect(await conversions.json()).toEqual({
      message: 'defaultConversionEvent: Required when using Conversions objective',
    });
    expect((await patch(profile.id, { unknownField: 1 })).status).toBe(400);
  });

  it('keep exactly one default under two concurrent Set as Default requests', async () => {
    const [a, b] = [await created({ name: 'Profile A' }), await created({ name: 'Profile B' })];

    const answers = await Promise.all([patch(a.id, { isDefault: true }), patch(b.id, { isDefault: true })]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [only] = await defaults();
    expect(await defaults()).toHaveLength(1);
    expect([a.id, b.id]).toContain(only);
  });

  it('refuse to unset the default, which stays until another is set', async () => {
    const [current] = await defaults();

    const response = await patch(current, { isDefault: false });

    expect(response.status).toBe(409);
    expect(await defaults()).toEqual([current]);
  });

  it('hand the default on to the oldest profile left when the default is deleted', async () => {
    const [current] = await defaults();

    expect((await t.call('DELETE', `${PATH}/${current}`, { cookie: admin })).status).toBe(204);

    const left = await list();
    expect(left.some((profile: { id: string }) => profile.id === current)).toBe(false);
    expect(await defaults()).toEqual([left[0].id]);
    expect((await t.call('DELETE', `${PATH}/${current}`, { cookie: admin })).status).toBe(404);
    expect((await patch(current, { name: 'Gone profile' })).status).toBe(404);
  });

  it('never show a default on a deleted profile (a delete that raced a Set as Default)', async () => {
    const store = createProfileRepository(t.stack.table);
    const current = await store.defaultId();
    expect(await store.pointDefault('deleted-meanwhile', current)).toBe(true);

    const profiles = await list();

    expect(await defaults()).toEqual([profiles[0].id]);
    expect(await store.defaultId()).toBe(profiles[0].id);
  });

  it('are read by any signed-in role and changed only with manage_meta_campaigns', async () => {
    const viewer = await addUser(t, admin, { role: 'viewer' });
    const cookie = await t.signIn(viewer.email, viewer.password);
    const [someone] = await list();

    expect((await t.call('GET', PATH, { cookie })).status).toBe(200);
    expect((await create(newProfile(), cookie)).status).toBe(403);
    expect((await patch(someone.id, { isDefault: true }, cookie)).status).toBe(403);
    expect((await t.call('DELETE', `${PATH}/${someone.id}`, { cookie })).status).toBe(403);
  });
});
