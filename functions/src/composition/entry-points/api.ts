import { createApp } from '../../api/app';
import type { AppDeps } from '../../api/app-deps';
import { ensureInitialAdmin, type InitialAdmin } from '../../domain/auth/initial-admin';
import type { PasswordCost } from '../../domain/auth/passwords';
import { seedDefaultPrompts } from '../../domain/prompts/seed-default-prompts';
import type { DebugTester } from '../../ports/debug-tester';
import { type ApiEdge, type AppDepsBuilder, type AppSettings, createAppDeps } from '../app-deps';
import type { Platform } from '../platform';

export type { InitialAdmin };

/**
 * The API on a platform and its HTTP edge: the Hono app and the services behind it. `appDeps` is
 * `createAppDeps` unless a test builds its own around it.
 */
export function buildApi(
  platform: Platform,
  edge: ApiEdge,
  settings: AppSettings = {},
  appDeps: AppDepsBuilder = createAppDeps,
) {
  const deps = appDeps(
    { ...platform, debugTester: platform.debugTester ?? noDebugTester, ...edge },
    settings,
  );
  return { deps, app: createApp(deps) };
}

const noDebugTester: DebugTester = {
  run: () => Promise.reject(new Error('This function has no debug tester (DEBUG_FUNCTION_NAME)')),
};

/**
 * What the API's first start does: seeds the default prompts and, while the table has no user, creates
 * the first admin (`admin` is asked only then: on AWS it reads a secret). Both are idempotent and safe
 * from concurrent containers. Resolves true when it created the admin.
 */
export async function bootstrapApi(
  deps: Pick<AppDeps, 'prompts' | 'users'>,
  admin: () => Promise<InitialAdmin>,
  options: Pick<Platform, 'clock'> & { passwordCost?: PasswordCost },
): Promise<boolean> {
  await seedDefaultPrompts(deps.prompts, options.clock);
  if (await deps.users.hasAnyUser()) return false;
  return ensureInitialAdmin(deps.users, await admin(), options.clock, options.passwordCost);
}
