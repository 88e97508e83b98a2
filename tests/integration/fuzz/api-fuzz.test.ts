import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Permission, ROLES, type Role, roleHasPermission } from '#shared/access/roles';
import { buildNewKeyword, createRecordingLauncher } from '#tests/support/keyword-builders';
import { startTestStack } from '#tests/support/test-stack';
import { asPublicEndpoints, startUpstreamDouble } from '#tests/support/upstream-double';
import { addUser } from '#tests/support/user-builder';
import type { DebugTester } from '../../../functions/src/ports/debug-tester';
import { readOperations } from './api-operations';
import { createFuzzChecker } from './fuzz-checks';
import type { FuzzRequest, RequestParts } from './fuzz-request';
import { foreignIds, type IdPools, idsFor, readIdPools } from './id-pools';
import { brokenArbitrary, MUTATION_CLASSES, mutationContext } from './mutations';
import { validArbitrary } from './valid-arbitrary';

/**
 * Every operation of the API's own OpenAPI document, signed in with every role, gets generated requests:
 * valid ones and ones broken in each way the schema allows (see `mutations.ts`). No answer may be a 5xx;
 * every 4xx must carry a readable `message` and leave all stored state as it was. Routes added later
 * (the Meta ones) are covered as soon as they are documented.
 *
 * CI runs a fixed seed; `FUZZ_SEED=<n> FUZZ_RUNS=<n> npx vitest run tests/integration/fuzz` runs another
 * or a longer one. A failure names its seed and the request fast-check shrank it to.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1313);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);

/**
 * Not fuzzed: signing in (both steps) counts failed attempts in stored state by design (the rate limit),
 * and without a pending sign-in its second step answers 401 as the fuzzer's "signed out"; signing out ends
 * the very session the fuzzer uses. All have their own tests (auth, rate-limit, sessions, second-factor).
 */
const SKIPPED = new Set([
  'POST /api/login',
  'POST /api/login/form',
  'POST /api/login/mfa',
  'POST /api/login/mfa/passkey-options',
  'GET /api/logout',
  'POST /api/logout',
]);

/**
 * The debug tester runs the real content steps through the sandbox, seconds per call (its own test,
 * pipeline-debug, covers them); here it answers at once with nothing reached, so its route's validation
 * and answer are fuzzed within the CI budget.
 */
const debugTester: DebugTester = {
  run: async (keyword) => ({
    keyword,
    steps: [],
    tags: { Transactional: [], Navigational: [] },
    title: '',
    articleSample: '',
    imagePrompt: '',
    imageGeneration: null,
    imageUrls: [],
    imageUrl: null,
    imageNotes: [],
  }),
};

// Routes that start runs get a recording launcher, so no pipeline runs; status checks of saved credentials
// go to a local double, so nothing leaves the machine.
const double = await startUpstreamDouble({ apiKey: 'fuzz-key', wpUsername: 'fuzz', wpAppPassword: 'fuzz' });
const t = await startTestStack({
  processing: createRecordingLauncher(),
  debugTester,
  upstreamEndpoints: asPublicEndpoints(double),
});
const checker = await createFuzzChecker(t);
afterAll(async () => {
  const { requests, serverErrors, unreadableClientErrors, clientErrorsThatChangedState } = checker.figures;
  console.log(
    `API fuzz (seed ${SEED}, ${RUNS} runs per class): ${requests} requests, ${serverErrors} 5xx, ` +
      `${unreadableClientErrors} 4xx without a readable message, ${clientErrorsThatChangedState} 4xx that changed state`,
  );
  checker.close();
  await t.close();
  await double.close();
});

// The signed-in users act; other users, prompts and keywords are what their requests act on.
const cookies = { admin: await t.signIn() } as Record<Role, string>;
const actors = new Set<string>();
for (const role of ROLES.filter((role) => role !== 'admin')) {
  const { email, password, user } = await addUser(t, cookies.admin, { role });
  cookies[role] = await t.signIn(email, password);
  actors.add(user.id);
}
for (const role of ROLES) await addUser(t, cookies.admin, { role });
const { created } = await t.stack.deps.keywords.create(
  Array.from({ length: 12 }, (_, k) => buildNewKeyword({ masterKeyword: `fuzz seed keyword ${k}` })),
);
for (const [k, keyword] of created.entries()) {
  if (k % 3 === 0) continue;
  await t.stack.deps.keywords.transition(keyword.id, ['Pending'], 'Processing');
  await t.stack.deps.keywords.transition(keyword.id, ['Processing'], k % 3 === 1 ? 'Completed' : 'Error');
}

const getJson = async (path: string) => (await t.call('GET', path, { cookie: cookies.admin })).json();
const self = (await getJson('/api/auth/user')) as { id: string };
actors.add(self.id);
const operations = readOperations(await getJson('/api/openapi.json')).filter(
  (operation) => !SKIPPED.has(operation.name),
);

/** A seed per property, from the run's seed and the property's name, so each explores its own cases. */
const seedOf = (name: string) =>
  [...name].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED);

/** fast-check's report of a shrunk case, with long runs of one character folded so it stays readable. */
const fold = (text: string) =>
  text.replace(/(.)\1{60,}/gsu, (run, char) => `${char.repeat(8)}...(${run.length})`);

it('fuzzes a documented API', () => {
  expect(operations.length).toBeGreaterThan(20);
});

describe.each(operations.map((operation) => [operation.name, operation] as const))(
  '%s',
  (_name, operation) => {
    // Once per operation (a dozen list reads): ids deleted by one role's requests are then "not found" for
    // the next, a case worth sending too.
    let pools: IdPools;
    beforeAll(async () => {
      pools = await readIdPools(operations, getJson, actors);
    });

    it.each(ROLES)(
      'as %s',
      async (role) => {
        const valid = validArbitrary(operation.request, {
          idFor: (name) => {
            const ids = idsFor(pools, operation.path, name);
            return ids && ids.length > 0 ? fc.constantFrom(...ids) : undefined;
          },
        }) as fc.Arbitrary<RequestParts>;
        const context = mutationContext(operation, valid, foreignIds(pools, operation.path, 'id'));
        const allowed = !operation.permission || roleHasPermission(role, operation.permission as Permission);

        for (const mutation of ['valid', ...MUTATION_CLASSES] as const) {
          const requests: fc.Arbitrary<FuzzRequest> | undefined =
            mutation === 'valid'
              ? valid.map((parts) => ({ mutation, parts }))
              : brokenArbitrary(mutation, context);
          if (!requests) continue;
          const property = fc.asyncProperty(requests, (request) =>
            checker.check(operation, request, cookies[role]),
          );
          // A refused role meets the permission check before anything else: one case per class shows it.
          const details = await fc.check(property, {
            seed: seedOf(`${operation.name} ${role} ${mutation}`),
            numRuns: allowed ? RUNS : 1,
          });
          if (details.failed) {
            const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
            throw new Error(fold(`${fc.defaultReportMessage(details)}\n${cause}`));
          }
        }
      },
      60_000 * Math.max(1, RUNS / 2),
    );

    // A full read per operation: anything changed without a table write the checker saw shows up here.
    it('changed nothing unseen', () => checker.verifyNothingChangedUnseen());
  },
);
