import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site, SiteTestResult } from '#shared/schemas/sites';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

let t: TestStack;
let admin: string;

beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

/** A sandbox site at its own path, as someone would enter it in the Sites card. */
async function sandboxSite(slug: string) {
  const site = await t.stack.sandbox.wordpressSites.credentials(slug);
  return { wpSiteUrl: site.siteUrl, wpUsername: site.username, wpAppPassword: site.appPassword };
}

async function createSite(body: Record<string, unknown>) {
  const response = await t.call('POST', '/api/sites', { cookie: admin, body });
  expect(response.status).toBe(201);
  return (await response.json()) as Site;
}

const listSites = async () =>
  ((await (await t.call('GET', '/api/sites', { cookie: admin })).json()) as { sites: Site[] }).sites;

describe('sites', () => {
  it('lists the primary site as the default before any site is added', async () => {
    const [primary, ...others] = await listSites();
    expect(others).toEqual([]);
    expect(primary).toMatchObject({ id: 'primary', isDefault: true, configured: false, timeZone: 'UTC' });
  });

  it('adds a site with its password masked, and keeps the password in the secret store', async () => {
    const credentials = await sandboxSite('travel');
    const site = await createSite({
      name: 'Travel',
      ...credentials,
      timeZone: 'Europe/Paris',
      utmSource: 'fb',
    });
    expect(site).toMatchObject({
      name: 'Travel',
      wpSiteUrl: credentials.wpSiteUrl,
      wpUsername: credentials.wpUsername,
      timeZone: 'Europe/Paris',
      utmSource: 'fb',
      isDefault: false,
      configured: true,
    });
    expect(site.wpAppPassword).not.toContain(credentials.wpAppPassword.slice(0, 8));
    expect(await t.stack.secrets.get('wordpress-sites')).toContain(credentials.wpAppPassword);
    const fetched = await (await t.call('GET', `/api/sites/${site.id}`, { cookie: admin })).json();
    expect(fetched).toEqual(site);
  });

  it('tests a site with users/me and reads its time zone and categories', async () => {
    const site = await createSite({ name: 'Tested', ...(await sandboxSite('tested')) });
    const response = await t.call('POST', `/api/sites/${site.id}/test`, { cookie: admin });
    expect(response.status).toBe(200);
    expect((await response.json()) as SiteTestResult).toEqual({
      connected: true,
      timeZone: 'UTC',
      categories: [{ id: 1, name: 'Uncategorized' }],
    });
    const wrong = await createSite({ name: 'Wrong', ...(await sandboxSite('wrong')), wpAppPassword: 'nope' });
    const refused = (await (
      await t.call('POST', `/api/sites/${wrong.id}/test`, { cookie: admin })
    ).json()) as SiteTestResult;
    expect(refused.connected).toBe(false);
    expect(refused.message).toMatch(/rejected the user name or application password/);
  });

  it('keeps a masked password on edit, and refuses it for another origin', async () => {
    const credentials = await sandboxSite('edited');
    const site = await createSite({ name: 'Edited', ...credentials });
    const renamed = await t.call('PATCH', `/api/sites/${site.id}`, {
      cookie: admin,
      body: {
        name: 'Renamed',
        wpAppPassword: site.wpAppPassword,
        cadence: { postsPerDay: 5, startHour: 9, endHour: 17 },
      },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Renamed', cadence: { postsPerDay: 5 } });
    expect(await t.stack.secrets.get('wordpress-sites')).toContain(credentials.wpAppPassword);

    const moved = await t.call('PATCH', `/api/sites/${site.id}`, {
      cookie: admin,
      body: { wpSiteUrl: 'https://elsewhere.example', wpAppPassword: site.wpAppPassword },
    });
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({ message: 'Enter the password again for the new site' });
    const cleared = await t.call('PATCH', `/api/sites/${site.id}`, {
      cookie: admin,
      body: { cadence: null },
    });
    expect(await cleared.json()).not.toHaveProperty('cadence');
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = await listSites();
    const noName = await t.call('POST', '/api/sites', {
      cookie: admin,
      body: { ...(await sandboxSite('x')), name: '' },
    });
    expect(noName.status).toBe(400);
    const badZone = await t.call('POST', '/api/sites', {
      cookie: admin,
      body: { ...(await sandboxSite('x')), name: 'X', timeZone: 'Mars/Base' },
    });
    expect(badZone.status).toBe(400);
    expect(((await badZone.json()) as { message: string }).message).toMatch(/time zone/);
    const badWindow = await t.call('POST', '/api/sites', {
      cookie: admin,
      body: {
        ...(await sandboxSite('x')),
        name: 'X',
        cadence: { postsPerDay: 2, startHour: 17, endHour: 9 },
      },
    });
    expect(badWindow.status).toBe(400);
    expect(await listSites()).toEqual(before);
    expect((await t.call('GET', '/api/sites/nope', { cookie: admin })).status).toBe(404);
  });

  it('makes another site the default, whose credentials the WordPress Settings form then shows', async () => {
    const credentials = await sandboxSite('shop');
    const site = await createSite({ name: 'Shop', ...credentials });
    const made = await t.call('PATCH', `/api/sites/${site.id}`, { cookie: admin, body: { isDefault: true } });
    expect(await made.json()).toMatchObject({ isDefault: true });
    const sites = await listSites();
    expect(sites.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([site.id]);
    const form = await (await t.call('GET', '/api/settings/wordpress-credentials', { cookie: admin })).json();
    expect(form).toMatchObject({ wpSiteUrl: credentials.wpSiteUrl, wpUsername: credentials.wpUsername });

    const refused = await t.call('DELETE', `/api/sites/${site.id}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'This is the default site: make another site the default first',
    });
    await t.call('PATCH', '/api/sites/primary', { cookie: admin, body: { isDefault: true } });
    expect((await t.call('DELETE', `/api/sites/${site.id}`, { cookie: admin })).status).toBe(204);
    expect((await t.call('GET', `/api/sites/${site.id}`, { cookie: admin })).status).toBe(404);
    expect(await t.stack.secrets.get('wordpress-sites')).not.toContain(credentials.wpAppPassword);
  });

  it('keeps the WordPress Settings form as the primary site while it is the default', async () => {
    const credentials = await sandboxSite('main');
    const saved = await t.call('POST', '/api/settings/wordpress-credentials', {
      cookie: admin,
      body: credentials,
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse((await t.stack.secrets.get('wordpress-credentials'))!)).toEqual(credentials);
    const primary = (await listSites())[0]!;
    expect(primary).toMatchObject({ id: 'primary', configured: true, wpSiteUrl: credentials.wpSiteUrl });
    expect(primary.name).toBe(new URL(credentials.wpSiteUrl).host);
    const refused = await t.call('DELETE', '/api/sites/primary', { cookie: admin });
    expect(refused.status).toBe(409);
  });

  it('lets a viewer see the site names but not test, edit or read a site', async () => {
    const viewer = await addUser(t, admin, { role: 'viewer' });
    const cookie = await t.signIn(viewer.email, viewer.password);
    const site = await createSite({ name: 'Guarded', ...(await sandboxSite('guarded')) });
    expect((await t.call('POST', `/api/sites/${site.id}/test`, { cookie })).status).toBe(403);
    expect((await t.call('PATCH', `/api/sites/${site.id}`, { cookie, body: { name: 'x' } })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/sites', { cookie })).status).toBe(403);
    const choices = (await (await t.call('GET', '/api/sites/choices', { cookie })).json()) as {
      sites: { id: string; name: string }[];
    };
    expect(choices.sites.map((choice) => choice.name)).toContain('Guarded');
    expect(JSON.stringify(choices)).not.toContain('wpAppPassword');
  });

  it("gives every role each site's Meta page, pixel and utm_source for the campaign creator", async () => {
    const viewer = await addUser(t, admin, { role: 'viewer' });
    const cookie = await t.signIn(viewer.email, viewer.password);
    const site = await createSite({
      name: 'Ads',
      ...(await sandboxSite('ads')),
      metaPageId: 'pg-1',
      metaPixelId: 'px-1',
      utmSource: 'ads-fb',
    });
    const choices = (await (await t.call('GET', '/api/sites/choices', { cookie })).json()) as {
      sites: { id: string }[];
    };
    expect(choices.sites.find((choice) => choice.id === site.id)).toEqual({
      id: site.id,
      name: 'Ads',
      isDefault: false,
      metaPageId: 'pg-1',
      metaPixelId: 'px-1',
      utmSource: 'ads-fb',
    });
  });
});
