import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RateLimitSettings, UNSET_RATE_LIMITS } from '#shared/schemas/rate-limits';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import { sharedPacers } from '../../functions/src/composition/shared-pacers';
import { TEXT_MODELS } from '../../functions/src/providers/models';

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const PATH = '/api/settings/rate-limits';
const read = async (cookie = admin) => (await t.call('GET', PATH, { cookie })).json();
const save = (body: unknown, cookie = admin) => t.call('PUT', PATH, { cookie, body });
const limited: RateLimitSettings = {
  ...UNSET_RATE_LIMITS,
  gemini: { requestsPerMinute: 60, tokensPerMinute: null },
  openaiImages: { imagesPerMinute: 50 },
};

describe('Settings > API Credentials > Rate limits', () => {
  it('answers every limit unset (the defaults) before anything is saved', async () => {
    expect(await read()).toEqual(UNSET_RATE_LIMITS);
  });

  it('saves limits, and a model’s calls are paced by them at once in every process', async () => {
    const response = await save(limited);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(limited);
    expect(await read()).toEqual(limited);

    // Another process's pacer (it reads the saved limits): 60 a minute books a call every 1,017 ms.
    const pacerFor = sharedPacers(t.stack.table, t.stack.clock);
    const credentials = { apiKey: 'sandbox-key', sandbox: true };
    const pacer = pacerFor({ provider: 'gemini', model: TEXT_MODELS.gemini, credentials });
    const first = await pacer.reserve(60_000);
    const second = await pacer.reserve(60_000);
    expect('ticket' in first && 'ticket' in second && second.ticket - first.ticket).toBe(1_017);
  });

  it('refuses a limit below 1, a fraction, text or an unknown service with the field’s message, and keeps what was saved', async () => {
    for (const [gemini, message] of [
      [{ requestsPerMinute: 0, tokensPerMinute: null }, 'Gemini requests per minute must be at least 1'],
      [
        { requestsPerMinute: 2.5, tokensPerMinute: null },
        'Gemini requests per minute must be a whole number',
      ],
      [{ requestsPerMinute: 'lots', tokensPerMinute: null }, 'Gemini requests per minute must be a number'],
    ] as const) {
      const refused = await save({ ...limited, gemini });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain(message);
    }
    expect((await save({ ...limited, claude: { requestsPerMinute: 5 } })).status).toBe(400);
    expect(await read()).toEqual(limited);
  });

  it('is the admin’s: other roles get 403', async () => {
    const { email, password } = await addUser(t, admin, { role: 'editor' });
    const editor = await t.signIn(email, password);
    expect((await t.call('GET', PATH, { cookie: editor })).status).toBe(403);
    expect((await save(limited, editor)).status).toBe(403);
  });
});
