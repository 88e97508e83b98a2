import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createDynamoRateBucket } from '../../functions/src/adapters/dynamodb/rate-bucket';
import { withCallPriority } from '../../functions/src/lib/call-priority';
import { createSharedPacer } from '../../functions/src/providers/shared-pacer';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
}, 120_000);
afterAll(() => t.close());

/** A process of its own: its own document client on the one table, counting the calls it sends. */
function worker() {
  const calls = { count: 0 };
  const client = DynamoDBDocumentClient.from(t.stack.table.client);
  client.middlewareStack.add(
    (next) => async (args) => {
      calls.count += 1;
      return next(args);
    },
    { step: 'initialize' },
  );
  return { bucket: createDynamoRateBucket({ client, name: t.stack.table.name }), calls };
}

const NOW = 1_900_000_000_000;
const noSleep = async () => {};

describe('one limit shared by two processes', () => {
  it('books the calls of both one after the other, a call apart, with one write each when the schedule is busy', async () => {
    const [a, b] = [worker(), worker()];
    const limits = { requestsPerMinute: 60 }; // 61 s / 60 = one call every 1,017 ms
    const pacerA = createSharedPacer({
      bucket: a.bucket,
      key: 'openai#m#a',
      limits: () => limits,
      now: () => NOW,
      sleep: noSleep,
    });
    const pacerB = createSharedPacer({
      bucket: b.bucket,
      key: 'openai#m#a',
      limits: () => limits,
      now: () => NOW,
      sleep: noSleep,
    });

    const turns = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? pacerB : pacerA).reserve(600_000)),
    );

    const starts = turns.map((turn) => ('ticket' in turn ? turn.ticket : Number.NaN)).sort((x, y) => x - y);
    expect(starts[0]).toBe(NOW);
    for (let index = 1; index < starts.length; index += 1)
      expect(starts[index]! - starts[index - 1]!).toBe(1_017);
    // Concurrent first bookings may collide once on an idle schedule; once it is busy, each takes one write.
    const before = a.calls.count;
    await pacerA.reserve(600_000);
    expect(a.calls.count - before).toBe(1);
  });

  it('holds every process back after a 429 until its Retry-After has passed', async () => {
    const [a, b] = [worker(), worker()];
    const limits = { requestsPerMinute: 600 };
    const pacerA = createSharedPacer({
      bucket: a.bucket,
      key: 'gemini#m#h',
      limits: () => limits,
      now: () => NOW,
      sleep: noSleep,
    });
    const pacerB = createSharedPacer({
      bucket: b.bucket,
      key: 'gemini#m#h',
      limits: () => limits,
      now: () => NOW,
      sleep: noSleep,
    });

    const refused = await pacerA.reserve(60_000);
    if (!('ticket' in refused)) throw new Error('expected a turn');
    await pacerA.refused(refused.ticket, 20_000);

    expect(await pacerB.reserve(60_000)).toEqual({ ticket: NOW + 20_000, waitMs: 20_000 });
  });

  it('lets a person’s call book past what Process All may, and tells bulk work how long the wait is', async () => {
    const { bucket } = worker();
    let now = NOW;
    const limits = { requestsPerMinute: 6 }; // a call every 10,167 ms
    const pacer = createSharedPacer({
      bucket,
      key: 'vision#v#p',
      limits: () => limits,
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    });
    // Two calls book the schedule up to 20 s ahead: past the 10-s horizon of bulk work.
    await withCallPriority('batch', async () => {
      await pacer.reserve(600_000);
      await pacer.reserve(600_000);
    });

    const person = await withCallPriority('interactive', async () => pacer.reserve(600_000));
    expect(person).toEqual({ ticket: NOW + 20_334, waitMs: 20_334 });
    // Bulk work books nothing while the schedule is full beyond its horizon; past its patience it is told.
    const bulk = await withCallPriority('bulk', async () => pacer.reserve(15_000));
    expect(bulk).toEqual({ tooLongMs: expect.any(Number) });
    // Given the patience, it waits until the schedule is within its horizon, then books after the others.
    now = NOW;
    const patient = await withCallPriority('bulk', async () => pacer.reserve(120_000));
    expect(patient).toMatchObject({ ticket: NOW + 30_501 });
  });
});
