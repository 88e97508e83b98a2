import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewKeyword } from '#tests/support/keyword-builders';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createDynamoTable } from '../../functions/src/adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../../functions/src/adapters/dynamodb/keywords/keyword-repository';
import type { KeywordRepository } from '../../functions/src/ports/keywords';
import { TABLE_DEFINITION } from '../../infra/data-definitions';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION } from '../../infra/local/emulators';

/**
 * Each write order of the keyword repository must leave, when cut short, something the next operation
 * finishes. A client middleware makes one chosen write fail, as a crash at that point would.
 */
let t: TestStack;
let repository: KeywordRepository;
let failNext: ((input: { Key?: { pk?: string; sk?: string } }) => boolean) | undefined;

beforeAll(async () => {
  t = await startTestStack();
  const table = createDynamoTable(TABLE_DEFINITION.localName, {
    endpoint: t.stack.dynamoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_DYNAMO_CREDENTIALS,
  });
  table.client.middlewareStack.add(
    (next, context) => async (args) => {
      // The document client hands keys on marshalled (`{ pk: { S: '...' } }`).
      const key = (args.input as { Key?: Record<string, { S?: string } | string> }).Key ?? {};
      const plain = (value?: { S?: string } | string) => (typeof value === 'string' ? value : value?.S);
      const input = { Key: { pk: plain(key.pk), sk: plain(key.sk) } };
      if (context.commandName?.startsWith('Update') && failNext?.(input)) {
        failNext = undefined;
        throw new Error('simulated crash');
      }
      return next(args);
    },
    { step: 'initialize' },
  );
  repository = createKeywordRepository(table, t.stack.clock);
});
afterAll(() => t.close());

const total = async (search?: string) => (await repository.list({ search }, 0, 20)).total;

describe('a create cut short before the keyword is listed', () => {
  it('is finished by adding the same keyword again, not refused as a duplicate', async () => {
    const before = await total();
    failNext = (input) => input.Key?.pk === 'KWL#M';

    await expect(
      repository.create([buildNewKeyword({ masterKeyword: 'Copper Garden Lanterns' })]),
    ).rejects.toThrow('simulated crash');
    const retried = await repository.create([buildNewKeyword({ masterKeyword: 'copper  garden lanterns' })]);

    expect(retried.duplicates).toEqual([]);
    expect(retried.created.map((keyword) => keyword.masterKeyword)).toEqual(['Copper Garden Lanterns']);
    expect(await total()).toBe(before + 1);
    expect(await total('lantern')).toBe(1);
  });
});

describe('an update cut short while indexing its new words', () => {
  it('is finished by the next write of that keyword', async () => {
    const { created } = await repository.create([
      buildNewKeyword({ masterKeyword: 'walnut desk organisers' }),
    ]);
    const keyword = created[0]!;
    await repository.update(keyword.id, { title: 'Tidy Desks' });
    failNext = (input) => input.Key?.pk?.startsWith('KWL#T:') === true;

    await expect(repository.update(keyword.id, { title: 'Xylophone Stands' })).rejects.toThrow(
      'simulated crash',
    );
    await repository.transition(keyword.id, ['Pending'], 'Processing');

    expect(await total('xylo')).toBe(1);
    expect(await total('tidy')).toBe(0);
    expect(await total('walnut')).toBe(1);
  });
});

describe('a word left whose summary a crash kept behind its leaf', () => {
  it('does not bring the keyword back into a search of several words', async () => {
    const { created } = await repository.create([buildNewKeyword({ masterKeyword: 'maple spice candles' })]);
    const keyword = created[0]!;
    await repository.update(keyword.id, { title: 'Quokka Gifts' });
    const search = (text: string) => repository.list({ search: text }, 0, 20);
    expect((await search('maple quokka')).keywords.map((k) => k.id)).toEqual([keyword.id]);
    // The tombstone reaches the word's leaf; the head's copy of that leaf (its bitmap) is not rewritten.
    failNext = (input) => input.Key?.pk === 'KWL#T:quokka' && input.Key.sk === 'H';

    await expect(repository.update(keyword.id, { title: 'Wombat Gifts' })).rejects.toThrow('simulated crash');

    expect((await search('maple quokka')).keywords).toEqual([]);
    expect((await search('maple wombat')).keywords.map((k) => k.id)).toEqual([keyword.id]);
    await repository.transition(keyword.id, ['Pending'], 'Processing');
    expect(await search('maple quokka')).toEqual({ total: 0, keywords: [] });
  });
});

describe('a status change cut short before its counts reached the top', () => {
  it('is counted right again once a read has walked past the node', async () => {
    const { created } = await repository.create([buildNewKeyword({ masterKeyword: 'felt coaster sets' })]);
    const processing = async () => (await repository.list({ status: 'Processing' }, 0, 20)).total;
    const before = await processing();
    failNext = (input) => input.Key?.pk === 'KWL#M' && input.Key.sk === 'H';

    await expect(repository.transition(created[0]!.id, ['Pending'], 'Processing')).rejects.toThrow(
      'simulated crash',
    );
    await repository.list({ status: 'Processing' }, 0, 20);

    expect(await processing()).toBe(before + 1);
    expect((await repository.counts()).masters.Processing).toBe(before + 1);
  });
});
