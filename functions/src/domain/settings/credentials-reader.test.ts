import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileSecretStore } from '../../adapters/secrets/file-secret-store';
import type { SecretStore } from '../../ports/secrets';
import { createCredentialsReader } from './credentials-reader';

const sandbox = {
  openaiBaseUrl: 'http://127.0.0.1:4001/v1',
  geminiBaseUrl: 'http://127.0.0.1:4002',
  visionBaseUrl: 'http://127.0.0.1:4003',
  wordpress: { siteUrl: 'http://127.0.0.1:4004', username: 'sandbox', appPassword: 'sandbox pass' },
  apiKey: 'sandbox-key',
};
const apiKeys = { geminiApiKey: 'g-key', openaiApiKey: 'o-key', cloudVisionApiKey: 'v-key' };
const wordpress = { wpSiteUrl: 'https://blog.example.com', wpUsername: 'editor', wpAppPassword: 'app pass' };

let dir: string;
let secrets: SecretStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kw-credentials-'));
  secrets = createFileSecretStore(join(dir, 'secrets.json'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('createCredentialsReader', () => {
  it('gives nothing on AWS (no sandbox) while nothing is saved', async () => {
    expect(await createCredentialsReader(secrets).read()).toEqual({});
  });

  it("gives the sandbox's endpoints and key, marked sandbox, locally while nothing is saved", async () => {
    expect(await createCredentialsReader(secrets, sandbox).read()).toEqual({
      gemini: { apiKey: 'sandbox-key', baseUrl: 'http://127.0.0.1:4002', sandbox: true },
      openai: { apiKey: 'sandbox-key', baseUrl: 'http://127.0.0.1:4001/v1', sandbox: true },
      cloudVision: { apiKey: 'sandbox-key', baseUrl: 'http://127.0.0.1:4003', sandbox: true },
      wordpress: { ...sandbox.wordpress, sandbox: true },
    });
  });

  it('prefers saved credentials, group by group, and gives them no endpoint (the real services)', async () => {
    await secrets.put('wordpress-credentials', JSON.stringify(wordpress));
    const reader = createCredentialsReader(secrets, sandbox);

    const onlyWordPressSaved = await reader.read();
    expect(onlyWordPressSaved.wordpress).toEqual({
      siteUrl: 'https://blog.example.com',
      username: 'editor',
      appPassword: 'app pass',
      sandbox: false,
    });
    expect(onlyWordPressSaved.openai?.sandbox).toBe(true);

    await secrets.put('api-credentials', JSON.stringify(apiKeys));
    const allSaved = await reader.read();
    expect(allSaved.gemini).toEqual({ apiKey: 'g-key', sandbox: false });
    expect(allSaved.openai).toEqual({ apiKey: 'o-key', sandbox: false });
    expect(allSaved.cloudVision).toEqual({ apiKey: 'v-key', sandbox: false });
  });

  it('treats a secret as not saved while it holds {} as created on AWS', async () => {
    await secrets.put('api-credentials', '{}');
    await secrets.put('wordpress-credentials', '{ }');
    expect(await createCredentialsReader(secrets).read()).toEqual({});
  });

  it('treats a secret that does not hold credentials (edited by hand) as not saved', async () => {
    await secrets.put('api-credentials', 'not json');
    await secrets.put('wordpress-credentials', JSON.stringify({ wpSiteUrl: 'ftp://x' }));
    expect(await createCredentialsReader(secrets).read()).toEqual({});
  });
});
