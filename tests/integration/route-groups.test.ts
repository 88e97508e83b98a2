import { afterAll, describe, expect, it } from 'vitest';
import { startTestStack } from '#tests/support/test-stack';
import { groupOf, isUnder } from '../../functions/src/api/lazy-route-groups';
import { ROUTE_GROUPS } from '../../functions/src/api/route-groups';

// The local stack's dependencies: some routes exist only with its sandboxes.
const t = await startTestStack();
afterAll(() => t.close());

/** The paths of a group's routes, from the routers it makes of the app's dependencies. */
const routesOf = async (group: (typeof ROUTE_GROUPS)[number]) =>
  (await group.load())(t.stack.deps).flatMap((router) =>
    router.routes.filter((route) => route.method !== 'ALL').map((route) => `/api${route.path}`),
  );

describe('ROUTE_GROUPS', () => {
  it('serves each route from the group whose prefixes it lies under, so a request reaches its route', async () => {
    for (const group of ROUTE_GROUPS) {
      for (const path of await routesOf(group)) {
        // `:id` stands for any one segment.
        const requested = path.slice('/api'.length).replace(/:\w+/g, 'x');
        expect(groupOf(ROUTE_GROUPS, requested), path).toBe(group);
      }
    }
  });

  it('never puts one prefix under another, so the order of the groups does not matter', () => {
    const prefixes = ROUTE_GROUPS.flatMap((group) => group.prefixes);
    for (const prefix of prefixes) {
      expect(prefix).toMatch(/^(\/[\w-]+)+$/);
      expect(prefixes.filter((other) => isUnder(prefix, other))).toEqual([prefix]);
    }
  });

  it('claims no prefix that none of its routes lies under', async () => {
    for (const group of ROUTE_GROUPS) {
      const paths = (await routesOf(group)).map((path) => path.slice('/api'.length));
      for (const prefix of group.prefixes) {
        expect(
          paths.some((path) => isUnder(path, prefix)),
          prefix,
        ).toBe(true);
      }
    }
  });
});
