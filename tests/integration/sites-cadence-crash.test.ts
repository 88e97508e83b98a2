import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { type KillCounted, killAfter, randomFrom } from '#tests/support/kill-switch';
import { restartableStack, wordpressList } from '#tests/support/pipeline-stack';
import { ADMIN } from '#tests/support/test-stack';
import { createSiteRepository } from '../../functions/src/adapters/dynamodb/site-repository';
import type { LocalStack } from '../../infra/local/local-stack';

/**
 * A server killed while keywords book their cadence slots (decision 040), then started again on the same
 * data folder, must end with every keyword scheduled once, in a slot of its own: the kills strike among
 * the slot writes (a slot booked but not yet named on the keyword, a post created but not yet recorded).
 */
const server = restartableStack('kw-cadence-crash-');

const writesSlot: KillCounted = (commandName, input) =>
  commandName === 'PutItemCommand' && String((input.Item as { pk?: string }).pk).startsWith('SLOTS#');

async function giveCadence(stack: LocalStack) {
  const at = new Date().toISOString();
  await createSiteRepository(stack.table).put({
    id: 'primary',
    name: 'Primary',
    timeZone: 'America/New_York',
    cadence: { postsPerDay: 3, startHour: 8, endHour: 20 },
    createdAt: at,
    updatedAt: at,
  });
}

async function slotHolder(stack: LocalStack, slot: string) {
  const { Item } = await stack.table.client.send(
    new GetCommand({ TableName: stack.table.name, Key: { pk: 'SLOTS#primary', sk: `AT#${slot}` } }),
  );
  return Item?.keywordId as string | undefined;
}

describe('a server killed while keywords book their publishing slots', () => {
  it('ends with every keyword scheduled once, no slot booked twice', async () => {
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
    const nextKill = randomFrom(seed);
    const about = `kill points from seed ${seed} (CRASH_SEED=${seed} repeats them)`;

    let stack = await server.restart();
    await giveCadence(stack);
    const options = { ...DEFAULT_KEYWORD_OPTIONS, generateVariants: false, generateAds: false };
    const { created } = await stack.deps.keywords.create(
      ['river kayaks', 'dry bags', 'paddle leashes', 'spray skirts', 'bilge pumps'].map((masterKeyword) => ({
        masterKeyword,
        options,
      })),
    );
    const ids = created.map((keyword) => keyword.id);
    // Each keyword writes three slot items as it books (the slot, its own, the bound): a kill among 15.
    let killed = killAfter(stack, nextKill(14), writesSlot);
    const request = { kind: 'batch', mode: 'full', keywordIds: ids, requestedBy: ADMIN.email } as const;
    await stack.deps.launcher.launch(request).catch(() => undefined);
    for (let kill = 0; kill < 2; kill += 1) {
      await Promise.race([killed, stack.pipeline.idle()]);
      stack = await server.restart();
      killed = killAfter(stack, nextKill(6), writesSlot);
    }
    await stack.pipeline.idle();
    stack = await server.restart();
    await stack.pipeline.idle();

    const keywords = await stack.deps.keywords.findMany(ids);
    expect(
      keywords.map((keyword) => keyword.status),
      about,
    ).toEqual(Array(5).fill('Scheduled'));
    const slots = keywords.map((keyword) => keyword.publishedDate!);
    expect(new Set(slots).size, about).toBe(5);
    for (const keyword of keywords) {
      expect(await slotHolder(stack, keyword.publishedDate!), about).toBe(keyword.id);
    }
    const posts = await wordpressList(stack, 'posts');
    expect(posts, about).toHaveLength(5);
    expect(
      posts.map((post) => post.status),
      about,
    ).toEqual(Array(5).fill('future'));
    expect(posts.map((post) => `${post.date_gmt}.000Z`).toSorted(), about).toEqual(slots.toSorted());
  }, 240_000);
});
