import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

let t: TestStack;
let admin: string;
let editor: string;
let offsetMs = 0;

beforeAll(async () => {
  t = await startTestStack({ clock: { now: () => Date.now() + offsetMs } });
  admin = await t.signIn();
  const user = await addUser(t, admin, { role: 'editor' }); // every permission but users and settings
  editor = await t.signIn(user.email, user.password);
});
afterAll(() => t.close());
beforeEach(async () => {
  offsetMs += 10 * 60_000; // no test sees another's cached answer
  await t.stack.sandbox.metaControls.setAccountStatus(1);
  await t.call('POST', '/api/meta/use-sandbox', { cookie: admin });
  t.stack.sandbox.setKnobs({}); // also restarts the sandbox's call counts
});

const status = async (cookie: string, query = '') => {
  const response = await t.call('GET', `/api/meta/status${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
};
/** Graph calls the sandbox received since the test began. */
const graphCalls = () =>
  Object.entries(t.stack.sandbox.callCounts())
    .filter(([key]) => key.startsWith('meta:'))
    .reduce((sum, [, count]) => sum + count, 0);

describe('GET /api/meta/status: who sees the token owner', () => {
  it('gives the owner’s e-mail and the token’s scopes to system_settings', async () => {
    const { details } = await status(admin);
    expect(details.user.email).toBe('marketer@sandbox.invalid');
    expect(details.token.scopes).toContain('ads_management');
  });

  it('gives the others the status without them', async () => {
    const answer = await status(editor);
    expect(answer).toMatchObject({ connected: true, message: 'Connected to Meta as Sandbox Marketer' });
    expect(answer.details.user).toEqual({ id: expect.any(String), name: 'Sandbox Marketer' });
    expect(answer.details.token).toEqual({ expiresAt: null });
    expect(answer.details.adAccount.statusLabel).toBe('Active');
    expect(JSON.stringify(answer)).not.toContain('marketer@sandbox.invalid');
    expect(JSON.stringify(answer)).not.toContain('ads_management');
  });
});

describe('GET /api/meta/status: Meta’s answer, reused for a minute', () => {
  it('asks Meta once a minute, whoever asks', async () => {
    const first = await status(admin);
    const calls = graphCalls();
    expect(calls).toBeGreaterThan(0);

    await t.stack.sandbox.metaControls.setAccountStatus(2);
    offsetMs += 59_000;
    expect((await status(editor)).details.timestamp).toBe(first.details.timestamp);
    expect((await status(admin)).details.adAccount.statusLabel).toBe('Active');
    expect(graphCalls()).toBe(calls);

    offsetMs += 2_000;
    expect((await status(admin)).details.adAccount.statusLabel).toBe('Disabled');
    expect(graphCalls()).toBe(2 * calls);
  });

  it('never answers a newly saved token with the previous one’s result', async () => {
    expect((await status(admin)).connected).toBe(true);
    const saved = JSON.parse((await t.stack.secrets.get('meta-credentials'))!);
    await t.stack.secrets.put('meta-credentials', JSON.stringify({ ...saved, accessToken: 'another-token' }));

    const answer = await status(admin);
    expect(answer.connected).toBe(false);
    expect(answer.message).toMatch(/^The Meta access token is invalid or has expired \(code 190/);
  });

  it('asks Meta now on refresh=true (Test Connection), for system_settings only', async () => {
    await status(admin);
    await t.stack.sandbox.metaControls.setAccountStatus(2);

    expect((await status(editor, '?refresh=true')).details.adAccount.statusLabel).toBe('Active');
    expect((await status(admin, '?refresh=true')).details.adAccount.statusLabel).toBe('Disabled');
    // The fresh answer is the one kept for everybody else.
    expect((await status(editor)).details.adAccount.statusLabel).toBe('Disabled');
  });

  it('refuses a refresh that is neither true nor false', async () => {
    const response = await t.call('GET', '/api/meta/status?refresh=yes', { cookie: admin });
    expect(response.status).toBe(400);
  });
});
