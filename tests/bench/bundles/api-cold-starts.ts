import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TABLE_DEFINITION } from '../../../infra/data-definitions';
import { startLocalStack } from '../../../infra/local/local-stack';
import { environmentOf } from './function-environment';
import type { BundledFunction } from './synthesize';

const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

interface ColdStart {
  list: number;
  importMs: number;
  importCpuMs: number;
  firstRequestMs: number;
}

/**
 * Two cold starts of the API bundle, each in a fresh child process against one local stack (dynalite in
 * this process, so it is not counted): one whose first request is a sign-in, then a keyword list (its peak
 * RSS sizes the function; the admin is created with the real scrypt cost, so the sign-in allocates what it
 * does on Lambda), and one whose first request is that list for the signed-in admin.
 */
export async function apiColdStarts(api: BundledFunction) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kw-bench-'));
  const stack = await startLocalStack({ dataDir, admin: ADMIN });
  // Asynchronous: dynalite answers the child from this process's event loop. No Node flags, as on Lambda
  // (the logger maps stacks itself: decision 059).
  const coldStart = async (variables: Record<string, string>) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(import.meta.dirname, 'api-list-request.mjs')],
      {
        env: {
          ...environmentOf(api, {
            TABLE_NAME: TABLE_DEFINITION.localName,
            ADMIN_EMAIL: ADMIN.email,
            AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoEndpoint,
          }),
          PATH: process.env.PATH,
          BENCH_BUNDLE: api.bundleFile,
          ...variables,
        },
        encoding: 'utf8',
      },
    );
    // The handler's own log lines come first; the figures are the last line.
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ColdStart;
  };
  try {
    const signIn = (await coldStart({
      BENCH_EMAIL: ADMIN.email,
      BENCH_PASSWORD: ADMIN.password,
    })) as ColdStart & {
      login: number;
      cookie: string;
      peakRssKb: number;
    };
    const signedIn = await coldStart({ BENCH_COOKIE: signIn.cookie });
    return { signIn, signedIn };
  } finally {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
