import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, TEST_PASSWORD_COST } from '#tests/support/test-stack';
import { type LocalStack, startLocalStack } from '../../infra/local/local-stack';

let dataDir: string | undefined;
let stack: LocalStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(sandboxControl: boolean) {
  dataDir = await mkdtemp(join(tmpdir(), 'kw-control-'));
  stack = await startLocalStack({
    dataDir,
    admin: ADMIN,
    settings: { passwordCost: TEST_PASSWORD_COST },
    sandboxControl,
  });
  return stack;
}

const put = (target: LocalStack, body: string) =>
  target.app.request('/local/sandbox-knobs', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('PUT /local/sandbox-knobs (SANDBOX_CONTROL=1, end-to-end tests)', () => {
  it('sets the sandbox knobs: a refused key makes the sandbox refuse', async () => {
    const target = await start(true);

    expect((await put(target, JSON.stringify({ gemini: { unauthorized: true } }))).status).toBe(204);
    const refused = await fetch(`${target.sandbox.geminiBaseUrl}/v1beta/models`, {
      headers: { 'x-goog-api-key': target.sandbox.apiKey },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);

    expect((await put(target, '{}')).status).toBe(204);
    const allowed = await fetch(`${target.sandbox.geminiBaseUrl}/v1beta/models`, {
      headers: { 'x-goog-api-key': target.sandbox.apiKey },
    });
    expect(allowed.status).toBe(200);
  });

  it('refuses knobs it does not know, with the reason, and changes nothing', async () => {
    const target = await start(true);

    const response = await put(target, JSON.stringify({ gemini: { latencyMs: -5 } }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Invalid sandbox knobs: gemini.latencyMs: Number must be greater than or equal to 0',
    });
    expect((await put(target, 'not json')).status).toBe(400);
  });

  it('is not there unless asked for', async () => {
    const target = await start(false);
    expect((await put(target, '{}')).status).toBe(404);
  });
});

describe('POST /local/wordpress-sites/{slug} (SANDBOX_CONTROL=1)', () => {
  it('opens a sandbox site at that path and answers credentials its REST API accepts', async () => {
    const target = await start(true);
    const answer = await target.app.request('/local/wordpress-sites/shop', { method: 'POST' });
    expect(answer.status).toBe(200);
    const site = (await answer.json()) as { siteUrl: string; username: string; appPassword: string };
    expect(site.siteUrl).toMatch(/\/sites\/shop$/);
    const basic = Buffer.from(`${site.username}:${site.appPassword}`).toString('base64');
    const me = await fetch(`${site.siteUrl}/wp-json/wp/v2/users/me`, {
      headers: { authorization: `Basic ${basic}` },
    });
    expect(me.status).toBe(200);
    const other = await target.sandbox.wordpressSites.credentials('other');
    expect(other.appPassword).not.toBe(site.appPassword);
    expect((await target.app.request('/local/wordpress-sites/Bad%20Slug', { method: 'POST' })).status).toBe(
      400,
    );
  });

  it('is absent without SANDBOX_CONTROL', async () => {
    const target = await start(false);
    expect((await target.app.request('/local/wordpress-sites/shop', { method: 'POST' })).status).toBe(404);
  });
});
