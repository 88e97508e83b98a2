import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppPlatform } from '../../functions/src/composition/app-deps';
import type { LoginLimits } from '../../functions/src/domain/auth/login-rate-limiter';
import type { ProviderCallOptions } from '../../functions/src/providers/call-options';
import type { LocalNotificationOptions } from '../../infra/local/local-notifications';
import { type LocalStack, startLocalStack } from '../../infra/local/local-stack';
import type { SandboxKnobs } from '../../infra/local/sandbox/sandbox';
import { type TestAppOverrides, testAppDeps } from './test-app-deps';
import { testClock } from './test-clock';

export const ORIGIN = 'http://localhost';
export const ADMIN = { email: 'admin@example.com', password: 'admin1234' };

/** A cheap scrypt cost: the real one costs ~0.3 s per hash, which would dominate the suite. */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestStack {
  stack: LocalStack;
  /** The stack's temporary folder (its secrets file, dynalite and s3rver data). */
  dataDir: string;
  /** A request to the app as the browser would send it: same-origin, JSON when a body is given. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Signs in and returns the session cookie (`name=value`). */
  signIn(email?: string, password?: string): Promise<string>;
  /** Stops the stack and starts it again on the same data, as a restarted server does. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestStackOptions
  extends TestAppOverrides,
    Partial<Pick<AppPlatform, 'clock' | 'sandbox' | 'debugTester'>> {
  loginLimits?: Partial<LoginLimits>;
  sandboxKnobs?: SandboxKnobs;
  /** Where notifications go: the sender, and the delivery's retry ladder (`LocalNotificationOptions`). */
  notifications?: LocalNotificationOptions;
  /** Keywords a run processes at once, images per keyword, and the pipeline's upstream timeouts and retries. */
  pipeline?: { maxConcurrency?: number; imageCount?: number; providerOptions?: ProviderCallOptions };
}

/**
 * The real local stack (dynalite, s3rver, file secrets) in a fresh temporary folder. The client address
 * comes from the `x-test-address` header so rate-limit tests can act as different callers. Its clock
 * starts at `TEST_NOW_MS` unless the test gives its own, so the days and hours it sees never depend on
 * when the suite runs.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kw-test-'));
  const {
    sandboxKnobs,
    pipeline,
    loginLimits,
    upstreamEndpoints,
    debugWaitMs,
    processing,
    notifications,
    ...platform
  } = options;
  const start = () =>
    startLocalStack({
      dataDir,
      admin: ADMIN,
      sandboxKnobs,
      notifications,
      settings: {
        passwordCost: TEST_PASSWORD_COST,
        loginLimits,
        pipelineMaxConcurrency: pipeline?.maxConcurrency,
        imageCount: pipeline?.imageCount,
      },
      platform: {
        clientAddress: (c) => c.req.header('x-test-address') ?? '127.0.0.1',
        clock: testClock(),
        ...platform,
      },
      providerOptions: pipeline?.providerOptions,
      appDeps: testAppDeps({ upstreamEndpoints, debugWaitMs, processing }),
    });
  let stack = await start();

  const call: TestStack['call'] = (method, path, { body, cookie, headers = {} } = {}) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return Promise.resolve(
      stack.app.request(path, {
        method,
        headers: {
          origin: ORIGIN,
          // What a browser sends with a body: its type and length (the CSRF check reads the length).
          ...(text === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: text,
      }),
    );
  };

  return {
    get stack() {
      return stack;
    },
    dataDir,
    call,
    async signIn(email = ADMIN.email, password = ADMIN.password) {
      const response = await call('POST', '/api/login', { body: { username: email, password } });
      if (response.status !== 200)
        throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return sessionCookieOf(response);
    },
    async restart() {
      await stack.close();
      stack = await start();
    },
    async close() {
      await stack.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` part of the session cookie a response sets. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /kw_session=[^;]*/.exec(header);
  if (!match) throw new Error(`no session cookie in: ${header}`);
  return match[0];
}
