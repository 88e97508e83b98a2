import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { type Sandbox, startSandbox } from '../../infra/local/sandbox/sandbox';

let t: TestStack;
let sandbox: Sandbox;
let sandboxDir: string;

beforeAll(async () => {
  sandboxDir = await mkdtemp(join(tmpdir(), 'kw-sandbox-'));
  sandbox = await startSandbox({ dataDir: sandboxDir });
  t = await startTestStack({ sandbox });
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
  await rm(sandboxDir, { recursive: true, force: true });
});

describe('GET /api/settings/status against the local sandbox', () => {
  it('shows all four services connected and marked as the sandbox, from one real call each', async () => {
    const response = await t.call('GET', '/api/settings/status', { cookie: await t.signIn() });

    const tile = { connected: true, sandbox: true, checkedAt: expect.any(String) };
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ gemini: tile, openai: tile, cloudVision: tile, wordpress: tile });
    expect(sandbox.callCounts()).toEqual(
      expect.objectContaining({
        'openai:models': 1,
        'gemini:models': 1,
        'vision:annotate': 1,
        'wordpress:users': 1,
      }),
    );
  });
});
