import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_CATEGORIES } from '#shared/product/prompt-categories';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createDynamoTable } from '../../functions/src/adapters/dynamodb/dynamo-table';
import { createPromptRepository } from '../../functions/src/adapters/dynamodb/prompt-repository';
import { DEFAULT_PROMPTS } from '../../functions/src/domain/prompts/default-prompts';
import { seedDefaultPrompts } from '../../functions/src/domain/prompts/seed-default-prompts';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION } from '../../infra/local/emulators';
import { ensureTable } from '../../infra/local/provision';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(() => t.close());

/** Another empty table in the same dynalite: a first start of its own. */
async function emptyTable(name: string) {
  const config = {
    endpoint: t.stack.dynamoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_DYNAMO_CREDENTIALS,
  };
  const client = new DynamoDBClient(config);
  await ensureTable(client, name);
  client.destroy();
  return createDynamoTable(name, config);
}

describe('default prompts', () => {
  it('come one per category, each usable by its pipeline step', () => {
    expect(DEFAULT_PROMPTS.map((prompt) => prompt.category).sort()).toEqual([...PROMPT_CATEGORIES].sort());
  });

  it('are seeded exactly once when several containers start at the same moment', async () => {
    const table = await emptyTable('seeding-concurrent');
    const store = createPromptRepository(table);

    await Promise.all([seedDefaultPrompts(store), seedDefaultPrompts(store), seedDefaultPrompts(store)]);

    const prompts = await store.list();
    expect(prompts.map((prompt) => prompt.id)).toEqual(
      PROMPT_CATEGORIES.map((category) => `default-${category}`),
    );
    expect(prompts.every((prompt) => prompt.isActive)).toBe(true);
    for (const category of PROMPT_CATEGORIES) {
      expect((await store.activeFor(category))?.id).toBe(`default-${category}`);
    }
    // Each is its category's only active prompt, so none can be deactivated.
    const title = prompts.find((prompt) => prompt.category === 'title')!;
    expect(await store.update(title, { ...title, isActive: false })).toBe('last-active');
    table.client.destroy();
  });

  it('are not seeded again on a later start', async () => {
    const store = t.stack.deps.prompts;
    const before = await store.list();

    expect(await seedDefaultPrompts(store)).toEqual([]);

    expect(await store.list()).toEqual(before);
  });

  it('do not come back once operators replaced one', async () => {
    const admin = await t.signIn();
    const body = { name: 'House title', category: 'title', prompt: 'Title for {{keyword}}' };
    expect((await t.call('POST', '/api/prompts', { cookie: admin, body })).status).toBe(201);
    expect((await t.call('DELETE', '/api/prompts/default-title', { cookie: admin })).status).toBe(204);

    expect(await seedDefaultPrompts(t.stack.deps.prompts)).toEqual([]);

    const titles = await t.stack.deps.prompts.list('title');
    expect(titles.map((prompt) => prompt.name)).toEqual(['House title']);
  });
});
