import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_PASSWORD_COST, type TestStack } from '#tests/support/test-stack';
import { hashPassword } from '../../functions/src/domain/auth/passwords';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(() => t.close());

/** A new viewer (the role with the fewest permissions), signed in. */
async function signInAsNewViewer(): Promise<string> {
  const email = `viewer-${randomUUID()}@example.com`;
  await t.stack.deps.users.create({
    id: randomUUID(),
    username: 'viewer',
    email,
    role: 'viewer',
    passwordHash: await hashPassword('password123', TEST_PASSWORD_COST),
    isActive: true,
    createdAt: new Date().toISOString(),
  });
  return t.signIn(email, 'password123');
}

const defaults = { transactionalTagsCount: 4, navigationalTagsCount: 3, variantsCount: 3 };
const getPreferences = async (cookie: string) => {
  const response = await t.call('GET', '/api/preferences', { cookie });
  expect(response.status).toBe(200);
  return response.json();
};

describe('preferences', () => {
  it('are the contract defaults for a user who never saved any', async () => {
    expect(await getPreferences(await signInAsNewViewer())).toEqual(defaults);
  });

  it("are saved per user: a viewer keeps their own, and nobody else's change", async () => {
    const mine = await signInAsNewViewer();
    const theirs = await signInAsNewViewer();
    const chosen = { transactionalTagsCount: 10, navigationalTagsCount: 1, variantsCount: 0 };

    const response = await t.call('PUT', '/api/preferences', { cookie: mine, body: chosen });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(chosen);
    expect(await getPreferences(mine)).toEqual(chosen);
    expect(await getPreferences(theirs)).toEqual(defaults);
  });

  it.each([
    [{ transactionalTagsCount: 0 }, 'transactionalTagsCount: Number must be greater than or equal to 1'],
    [{ transactionalTagsCount: 11 }, 'transactionalTagsCount: Number must be less than or equal to 10'],
    [{ navigationalTagsCount: 0 }, 'navigationalTagsCount: Number must be greater than or equal to 1'],
    [{ navigationalTagsCount: 11 }, 'navigationalTagsCount: Number must be less than or equal to 10'],
    [{ variantsCount: -1 }, 'variantsCount: Number must be greater than or equal to 0'],
    [{ variantsCount: 6 }, 'variantsCount: Number must be less than or equal to 5'],
    [{ variantsCount: 1.5 }, 'variantsCount: Expected integer, received float'],
    [{ transactionalTagsCount: '4' }, 'transactionalTagsCount: Expected number, received string'],
    [{ navigationalTagsCount: undefined }, 'navigationalTagsCount: Required'],
  ])(
    'refuses the change %j with 400 and the default message, keeping what was saved',
    async (change, message) => {
      const cookie = await signInAsNewViewer();
      const saved = { transactionalTagsCount: 6, navigationalTagsCount: 5, variantsCount: 2 };
      await t.call('PUT', '/api/preferences', { cookie, body: saved });

      const response = await t.call('PUT', '/api/preferences', { cookie, body: { ...saved, ...change } });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
      expect(await getPreferences(cookie)).toEqual(saved);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/api/preferences')).status).toBe(401);
    expect((await t.call('PUT', '/api/preferences', { body: defaults })).status).toBe(401);
  });
});
