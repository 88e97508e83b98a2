import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { appSecretProof } from '../../functions/src/providers/meta/graph-params';
import { serve } from '../../infra/local/sandbox/http-kit';
import { createKnobBoard, type ServiceKnobs } from '../../infra/local/sandbox/knobs';
import { startMetaGraph } from '../../infra/local/sandbox/meta-graph/meta-sandbox';
import { testClock } from './test-clock';

type Started = Awaited<ReturnType<typeof startMetaGraph>>;

/**
 * The Graph sandbox alone, for one test file, in a temporary folder; knobs cleared before each test.
 * `graph()` sends a raw Graph request with the sandbox token and a correct proof unless told otherwise.
 * Its clock starts at `TEST_NOW_MS` (`clock`), so its "today" is the same whenever the tests run.
 */
export function metaGraphPerFile() {
  const board = createKnobBoard();
  const clock = testClock();
  const state = { started: undefined as Started | undefined, dataDir: '' };
  const start = () =>
    startMetaGraph({
      board,
      dataDir: state.dataDir,
      host: '127.0.0.1',
      now: clock.now,
      // The port it had last time first, as the sandbox does.
      listen: (handler, ...ports) =>
        serve(handler, '127.0.0.1', ports.find((port) => port !== undefined) ?? 0),
    });
  beforeAll(async () => {
    state.dataDir = await mkdtemp(join(tmpdir(), 'keywright-meta-'));
    state.started = await start();
  });
  afterAll(async () => {
    await state.started?.server.close();
    await rm(state.dataDir, { recursive: true, force: true });
  });
  beforeEach(() => board.set({}));
  const started = () => state.started as Started;

  return {
    get meta() {
      return started().endpoints;
    },
    get controls() {
      return started().controls;
    },
    /** The sandbox's clock. */
    clock,
    setKnobs: (knobs: ServiceKnobs) => board.set({ meta: knobs }),
    /** Stops the server and starts it again on the same folder. */
    async restart() {
      await started().server.close();
      state.started = await start();
    },
    callCounts: () => board.counts(),
    /** A raw call: params as form fields (objects as JSON), `access_token`/`appsecret_proof` added. */
    async graph(
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      params: Record<string, unknown> = {},
      auth: { token?: string; proof?: string } = {},
    ) {
      const { endpoints } = started();
      const token = auth.token ?? endpoints.accessToken;
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined)
          form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      form.set('access_token', token);
      form.set('appsecret_proof', auth.proof ?? appSecretProof(token, endpoints.appSecret));
      const url = new URL(`${endpoints.baseUrl}/v24.0/${path}`);
      const init: RequestInit = { method };
      if (method === 'POST') init.body = form;
      else for (const [key, value] of form) url.searchParams.set(key, value);
      const response = await fetch(url, init);
      // biome-ignore lint/suspicious/noExplicitAny: Graph answers are checked field by field in the tests.
      return { status: response.status, headers: response.headers, body: (await response.json()) as any };
    },
  };
}
