import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { BatchGetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { TestStack } from '#tests/support/test-stack';
import { IMAGES_BUCKET_DEFINITION } from '../../../infra/data-definitions';
import { LOCAL_REGION, LOCAL_S3_CREDENTIALS } from '../../../infra/local/emulators';

/** Everything the stack stores, one canonical text per record, keyed by where it lives. */
type StoredState = Map<string, string>;
type Item = Record<string, unknown>;

/** Commands that only read the table; any other command the app's table client sends may write. */
const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'ScanCommand']);
const BATCH_GET_LIMIT = 100;

/**
 * What a request may change without changing anything a user stored: the API status cache (rewritten by
 * any status check), a session's last-seen time (refreshed by signed-in requests now and then) and the
 * sign-in attempts the rate limit counts (a wrong current password on `POST /api/me/password` is one).
 */
function withoutVolatile(item: Item): Item | undefined {
  if (item.pk === 'APISTATUS' || String(item.pk).startsWith('LOGINFAIL#')) return undefined;
  if (String(item.pk).startsWith('SESSION#')) {
    const { lastSeenAt: _refreshed, ...rest } = item;
    return rest;
  }
  return item;
}

/** JSON with sorted keys, so two reads of the same record compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

const tableKey = (pk: unknown, sk: unknown) => `table ${pk} ${sk}`;

/** The keys a write command names, or undefined for a command whose keys this does not know. */
function writtenKeys(command: string, input: Item): { pk: unknown; sk: unknown }[] | undefined {
  const key = (input.Key ?? input.Item) as { pk: unknown; sk: unknown } | undefined;
  if (['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand'].includes(command) && key) return [key];
  if (command !== 'BatchWriteItemCommand') return undefined;
  const writes = Object.values(input.RequestItems as Record<string, Item[]>).flat();
  return writes.map(
    (write) =>
      ((write.PutRequest as Item | undefined)?.Item ?? (write.DeleteRequest as Item | undefined)?.Key) as {
        pk: unknown;
        sk: unknown;
      },
  );
}

/** What differs between two reads, one line per record (empty when nothing changed). */
function differences(before: StoredState, after: StoredState, keys: Iterable<string>): string[] {
  const changes: string[] = [];
  for (const key of keys) {
    const [was, is] = [before.get(key), after.get(key)];
    if (was === is) continue;
    changes.push(`${was === undefined ? 'added' : is === undefined ? 'removed' : 'changed'} ${key}`);
  }
  return changes;
}

/**
 * Tracks all stored state: the table's items, the secrets file and the images bucket's objects. It reads
 * everything once, then watches the commands the app's table and S3 clients send: after a request,
 * `settle()` reads back exactly the items that request wrote, the secrets file, and the bucket's listing
 * if it wrote there, and says what changed. A full
 * Scan of dynalite costs tens of milliseconds, too much for every request; `verify()` does one from time
 * to time and reports whatever changed without a write the tracker saw (another client, say).
 */
export async function trackStoredState(t: TestStack) {
  const s3 = new S3Client({
    endpoint: t.stack.s3Endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_S3_CREDENTIALS,
    forcePathStyle: true,
  });
  const { client, name } = t.stack.table;
  const pending = new Map<string, { pk: unknown; sk: unknown }>();
  let unknownWrite = false;
  client.middlewareStack.add(
    (next, context) => (args) => {
      const command = context.commandName ?? '';
      if (!READS.has(command)) {
        const keys = writtenKeys(command, args.input as Item);
        for (const { pk, sk } of keys ?? []) pending.set(tableKey(pk, sk), { pk, sk });
        if (!keys) unknownWrite = true;
      }
      return next(args);
    },
    { step: 'initialize', name: 'fuzzWriteTracker' },
  );

  // Writes to the images bucket through the app's own S3 client: the bucket is listed again after them.
  let blobsWritten = false;
  t.stack.s3.middlewareStack.add(
    (next, context) => (args) => {
      if (!/^(Get|Head|List)/.test(context.commandName ?? '')) blobsWritten = true;
      return next(args);
    },
    { step: 'initialize', name: 'fuzzBlobWriteTracker' },
  );

  const readSecrets = async (state: StoredState) => {
    const text = await readFile(join(t.dataDir, 'secrets.json'), 'utf8').catch(() => '{}');
    for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, string>)) {
      state.set(`secret ${key}`, value);
    }
  };
  const readBlobs = async (state: StoredState) => {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: IMAGES_BUCKET_DEFINITION.localName, ContinuationToken: token }),
      );
      for (const { Key, ETag, Size } of page.Contents ?? []) state.set(`blob ${Key}`, `${ETag} ${Size}`);
      token = page.NextContinuationToken;
    } while (token);
  };
  const put = (state: StoredState, item: Item) => {
    const kept = withoutVolatile(item);
    if (kept) state.set(tableKey(item.pk, item.sk), canonical(kept));
  };

  async function readAll(): Promise<StoredState> {
    const state: StoredState = new Map();
    let start: Item | undefined;
    do {
      const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) put(state, item);
      start = page.LastEvaluatedKey;
    } while (start);
    await readSecrets(state);
    await readBlobs(state);
    return state;
  }

  let known = await readAll();

  /** Reads back what was written since the last call (items, secrets, the bucket), and returns what changed. */
  async function settle(): Promise<string[]> {
    if (unknownWrite) return verify();
    const written = [...pending.entries()];
    pending.clear();
    const kinds = blobsWritten ? ['secret ', 'blob '] : ['secret '];
    blobsWritten = false;
    const reread = (key: string) => kinds.some((kind) => key.startsWith(kind));
    const before = known;
    known = new Map([...known].filter(([key]) => !reread(key)));
    for (const [key] of written) known.delete(key);
    for (let at = 0; at < written.length; at += BATCH_GET_LIMIT) {
      const keys = written.slice(at, at + BATCH_GET_LIMIT).map(([, key]) => key);
      const { Responses } = await client.send(
        new BatchGetCommand({ RequestItems: { [name]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of Responses?.[name] ?? []) put(known, item);
    }
    await readSecrets(known);
    if (kinds.includes('blob ')) await readBlobs(known);
    const touched = [...written.map(([key]) => key), ...[...before.keys(), ...known.keys()].filter(reread)];
    return differences(before, known, new Set(touched));
  }

  /** Reads everything and returns what changed since the tracker's last view. */
  async function verify(): Promise<string[]> {
    pending.clear();
    unknownWrite = false;
    blobsWritten = false;
    const before = known;
    known = await readAll();
    return differences(before, known, new Set([...before.keys(), ...known.keys()]));
  }

  return { settle, verify, close: () => s3.destroy() };
}
