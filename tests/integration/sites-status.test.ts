import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiStatus } from '#shared/schemas/settings';
import type { Site } from '#shared/schemas/sites';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let admin: string;

beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

async function addSandboxSite(name: string, slug: string, overrides: Record<string, string> = {}) {
  const site = await t.stack.sandbox.wordpressSites.credentials(slug);
  const body = { name, wpSiteUrl: site.siteUrl, wpUsername: site.username, wpAppPassword: site.appPassword };
  const response = await t.call('POST', '/api/sites', { cookie: admin, body: { ...body, ...overrides } });
  expect(response.status).toBe(201);
  return (await response.json()) as Site;
}

const wordPressTile = async () =>
  ((await (await t.call('GET', '/api/settings/status', { cookie: admin })).json()) as ApiStatus).wordpress;

describe('the WordPress status tile over several sites', () => {
  it('is the contract tile with one site: no list of sites', async () => {
    const tile = await wordPressTile();
    expect(tile.connected).toBe(true);
    expect(tile).not.toHaveProperty('sites');
  });

  it('lists each site with its own state, connected while every site is', async () => {
    const travel = await addSandboxSite('Travel', 'status-travel');
    const tile = await wordPressTile();
    expect(tile).toMatchObject({
      connected: true,
      sites: [
        { id: 'primary', connected: true, sandbox: true },
        { id: travel.id, name: 'Travel', connected: true, sandbox: false },
      ],
    });
    expect(tile).not.toHaveProperty('message');
  });

  it('is not connected when one site is not, naming it, and still lists the others as connected', async () => {
    const wrong = await addSandboxSite('Garden', 'status-garden', { wpAppPassword: 'not the password' });
    const tile = await wordPressTile();
    expect(tile.connected).toBe(false);
    expect(tile.message).toMatch(/^Garden: WordPress rejected the user name or application password/);
    expect(tile.sites?.map(({ name, connected }) => ({ name, connected }))).toEqual([
      { name: expect.any(String), connected: true },
      { name: 'Travel', connected: true },
      { name: 'Garden', connected: false },
    ]);
    expect(tile.sites?.find((site) => site.id === wrong.id)?.message).toMatch(/rejected/);
  });
});
