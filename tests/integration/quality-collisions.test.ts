import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
let existing: Record<string, string>;
beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
  const { created } = await t.stack.deps.keywords.create(
    ['best hiking boots', 'camping stove', 'hiking boots'].map((masterKeyword) => ({
      masterKeyword,
      manualTags: [],
      options: DEFAULT_KEYWORD_OPTIONS,
    })),
  );
  existing = Object.fromEntries(created.map((keyword) => [keyword.masterKeyword, keyword.id]));
});
afterAll(() => t.close());

const collisions = (keywords: unknown) =>
  t.call('POST', '/api/keywords/collisions', { cookie, body: { keywords } });

describe('keyword collisions at entry', () => {
  it('names each line whose words equal an existing master keyword’s, in any order', async () => {
    const response = await collisions(['hiking boots best', 'Stove, camping', 'trail shoes', 'boots hiking']);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      collisions: [
        {
          keyword: 'hiking boots best',
          existing: { id: existing['best hiking boots'], masterKeyword: 'best hiking boots' },
        },
        {
          keyword: 'Stove, camping',
          existing: { id: existing['camping stove'], masterKeyword: 'camping stove' },
        },
        {
          keyword: 'boots hiking',
          existing: { id: existing['hiking boots'], masterKeyword: 'hiking boots' },
        },
      ],
    });
  });

  it('refuses an empty or oversized list', async () => {
    expect((await collisions([])).status).toBe(400);
    expect((await collisions(Array.from({ length: 51 }, (_, index) => `kw ${index}`))).status).toBe(400);
  });
});
