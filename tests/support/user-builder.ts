import type { CreateUserInput, User } from '#shared/schemas/users';
import type { TestStack } from './test-stack';

let sequence = 0;

/** A valid `POST /api/users` body with a unique email; overrides replace any field. */
export function buildUser(overrides: Partial<CreateUserInput> = {}) {
  sequence += 1;
  return {
    username: `user${sequence}`,
    email: `user${sequence}-${Date.now()}@example.com`,
    role: 'viewer',
    password: 'password-123',
    isActive: true,
    ...overrides,
  } satisfies CreateUserInput;
}

/** Adds a user through the API as `adminCookie`; fails loudly if the API refuses. */
export async function addUser(t: TestStack, adminCookie: string, overrides: Partial<CreateUserInput> = {}) {
  const input = buildUser(overrides);
  const response = await t.call('POST', '/api/users', { cookie: adminCookie, body: input });
  if (response.status !== 201)
    throw new Error(`adding a user failed: ${response.status} ${await response.text()}`);
  return { ...input, user: (await response.json()) as User };
}
