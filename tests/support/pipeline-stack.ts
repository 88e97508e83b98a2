import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS, type KeywordOptions } from '#shared/schemas/keywords';
import type { KeywordRecord } from '../../functions/src/ports/keywords';
import type { RunKind, RunMode } from '../../functions/src/ports/processing';
import { IMAGES_BUCKET_DEFINITION } from '../../infra/data-definitions';
import { LOCAL_REGION, LOCAL_S3_CREDENTIALS } from '../../infra/local/emulators';
import { type LocalStack, startLocalStack } from '../../infra/local/local-stack';
import { ADMIN, TEST_PASSWORD_COST } from './test-stack';

/** Fast provider retries: the sandbox's injected faults need no real backoff in tests. */
export const FAST_RETRIES = { retry: { baseDelayMs: 5, maxDelayMs: 50 } };

/**
 * A local stack with a data folder of its own per test, which a test can stop and start again on the same
 * folder, as a restarted server would. Registers the hooks that make the folder and, after the test, close
 * the stack and remove the folder.
 */
export function restartableStack(folderPrefix: string) {
  let dataDir: string;
  let stack: LocalStack | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
  });
  afterEach(async () => {
    await stack?.close();
    stack = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });
  return {
    /** Closes the running stack, if any, and starts a new one on the same data folder. */
    async restart(): Promise<LocalStack> {
      await stack?.close();
      stack = await startLocalStack({
        dataDir,
        admin: ADMIN,
        settings: { passwordCost: TEST_PASSWORD_COST, pipelineMaxConcurrency: 4 },
        providerOptions: FAST_RETRIES,
      });
      return stack;
    },
  };
}

/** Creates master keywords the way `POST /api/keywords/batch` does and starts a run for them. */
export async function startBatch(
  stack: LocalStack,
  keywords: string[],
  options: {
    manualTags?: string[];
    keywordOptions?: Partial<KeywordOptions>;
    mode?: RunMode;
    /** What the run is: a batch unless said (a bulk run's calls wait behind a batch's). */
    kind?: RunKind;
  } = {},
) {
  const { created } = await stack.deps.keywords.create(
    keywords.map((masterKeyword) => ({
      masterKeyword,
      manualTags: options.manualTags ?? [],
      options: { ...DEFAULT_KEYWORD_OPTIONS, ...options.keywordOptions },
    })),
  );
  const { runId } = await stack.deps.launcher.launch({
    kind: options.kind ?? 'batch',
    mode: options.mode ?? 'full',
    keywordIds: created.map((keyword) => keyword.id),
    requestedBy: 'admin@example.com',
  });
  return { runId, ids: created.map((keyword) => keyword.id) };
}

/** The keywords as stored now, in the order of `ids`. */
export async function reload(stack: LocalStack, ids: string[]): Promise<KeywordRecord[]> {
  return stack.deps.keywords.findMany(ids);
}

/** The run's keywords and the variants it created, as stored now. */
export async function runKeywords(stack: LocalStack, runId: string): Promise<KeywordRecord[]> {
  const run = await stack.deps.runs.get(runId);
  return reload(stack, [...(run?.keywordIds ?? []), ...(run?.variantIds ?? [])]);
}

interface WpListed {
  id: number;
  slug: string;
  link: string;
  featured_media?: number;
  tags?: number[];
  status?: string;
  date_gmt?: string;
}

/** Everything of one kind (`posts`, `media`) the sandbox WordPress holds, read over its REST API. */
export async function wordpressList(stack: LocalStack, kind: 'posts' | 'media'): Promise<WpListed[]> {
  const { siteUrl, username, appPassword } = stack.sandbox.wordpress;
  const status = kind === 'posts' ? '&status=publish,draft,pending,private,future' : '';
  const response = await fetch(`${siteUrl}/wp-json/wp/v2/${kind}?per_page=100${status}&context=edit`, {
    headers: { authorization: `Basic ${Buffer.from(`${username}:${appPassword}`).toString('base64')}` },
  });
  if (!response.ok) throw new Error(`WordPress ${kind}: ${response.status} ${await response.text()}`);
  return (await response.json()) as WpListed[];
}

/** Every blob key the images bucket holds under a keyword's folder. */
export async function storedImageKeys(stack: LocalStack, keywordId: string): Promise<string[]> {
  const client = new S3Client({
    endpoint: stack.s3Endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_S3_CREDENTIALS,
    forcePathStyle: true,
  });
  try {
    const { Contents } = await client.send(
      new ListObjectsV2Command({
        Bucket: IMAGES_BUCKET_DEFINITION.localName,
        Prefix: `images/${keywordId}/`,
      }),
    );
    return (Contents ?? []).map((object) => object.Key!).sort();
  } finally {
    client.destroy();
  }
}
