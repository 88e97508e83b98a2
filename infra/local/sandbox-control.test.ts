import { describe, expect, it } from 'vitest';
import type { MetaGraphClient } from '../../functions/src/ports/meta-graph';
import { createLocalClock } from './local-clock';
import type { SandboxKnobs } from './sandbox/sandbox';
import {
  createSandboxControl,
  LOCAL_CLOCK_PATH,
  LOCAL_META_GRAPH_PATH,
  LOCAL_META_HISTORY_PATH,
  LOCAL_SECRETS_PATH,
  SANDBOX_KNOBS_PATH,
} from './sandbox-control';

function control() {
  const set: SandboxKnobs[] = [];
  const removed: string[] = [];
  const app = createSandboxControl(
    { setKnobs: (knobs) => set.push(knobs) },
    { remove: async (name) => void removed.push(name) },
  );
  const put = (body: unknown) =>
    app.request(SANDBOX_KNOBS_PATH, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { set, put, removed, app };
}

describe('the sandbox knobs route', () => {
  it('takes a request limit per service and per call type', async () => {
    const { set, put } = control();
    const knobs = {
      openai: { calls: { images: { requestsPerMinute: 5 } } },
      wordpress: { requestsPerMinute: 60 },
    };

    const response = await put(knobs);

    expect(response.status).toBe(204);
    expect(set).toEqual([knobs]);
  });

  it('refuses a limit below one request a minute, changing nothing', async () => {
    const { set, put } = control();

    const response = await put({ openai: { calls: { images: { requestsPerMinute: 0 } } } });

    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(
      /^Invalid sandbox knobs: openai\.calls\.images\.requestsPerMinute: /,
    );
    expect(set).toEqual([]);
  });

  it('forgets saved credentials by their name, and only credentials', async () => {
    const { removed, app } = control();
    const forget = (name: string) => app.request(`${LOCAL_SECRETS_PATH}/${name}`, { method: 'DELETE' });
    expect((await forget('meta-credentials')).status).toBe(204);
    expect((await forget('admin-password')).status).toBe(404);
    expect(removed).toEqual(['meta-credentials']);
  });
});

describe('the Graph sandbox write route', () => {
  function graphControl() {
    const posts: { path: string; params: unknown }[] = [];
    const client = {
      post: async (path: string, params: unknown) => {
        posts.push({ path, params });
        return { id: '120000000000042' };
      },
    } as unknown as MetaGraphClient;
    const app = createSandboxControl({ setKnobs: () => {} }, { remove: async () => {} }, () => client);
    const post = (body: unknown) =>
      app.request(LOCAL_META_GRAPH_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    return { posts, post };
  }

  it('sends a write to the Graph sandbox and answers with what it made', async () => {
    const { posts, post } = graphControl();
    const params = { name: 'kw_lamps_00001', daily_budget: 5000 };

    const response = await post({ path: 'act_1/campaigns', params });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '120000000000042' });
    expect(posts).toEqual([{ path: 'act_1/campaigns', params }]);
  });

  it('refuses a path that is not a Graph path, sending nothing', async () => {
    const { posts, post } = graphControl();

    const response = await post({ path: 'https://graph.facebook.com/me', params: {} });

    expect(response.status).toBe(400);
    expect(posts).toEqual([]);
  });
});

describe('the Graph sandbox status history route', () => {
  function historyControl() {
    const rewritten: { objectId: string; history: unknown }[] = [];
    const app = createSandboxControl(
      {
        setKnobs: () => {},
        metaControls: {
          setStatusHistory: async (objectId, history) => {
            if (objectId === '404') throw new Error('No sandbox object 404');
            rewritten.push({ objectId, history });
          },
        },
      },
      { remove: async () => {} },
    );
    const post = (body: unknown) =>
      app.request(LOCAL_META_HISTORY_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    return { rewritten, post };
  }

  it('rewrites an object’s history; refuses bad bodies and unknown objects', async () => {
    const { rewritten, post } = historyControl();
    const history = [{ at: '2026-11-10T12:00:00.000Z', status: 'ACTIVE' }];
    expect((await post({ objectId: '120000000000042', history })).status).toBe(204);
    expect(rewritten).toEqual([{ objectId: '120000000000042', history }]);
    expect((await post({ objectId: '120000000000042', history: [] })).status).toBe(400);
    expect((await post({ objectId: 'x', history })).status).toBe(400);
    expect((await post({ objectId: '404', history })).status).toBe(404);
    expect(rewritten).toHaveLength(1);
  });
});

describe('the clock route', () => {
  it('answers the stack’s time, moves it, gives it back, and refuses a time that is not ISO', async () => {
    const system = { now: () => Date.parse('2026-11-28T21:00:00.000Z') };
    const clock = createLocalClock(system, Date.parse('2026-03-08T06:30:00.000Z'));
    const app = createSandboxControl({ setKnobs: () => {}, clock }, { remove: async () => {} });
    const read = async () => (await (await app.request(LOCAL_CLOCK_PATH)).json()).now;
    const put = (body: unknown) =>
      app.request(LOCAL_CLOCK_PATH, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect(await read()).toBe('2026-03-08T06:30:00.000Z');
    expect((await put({ now: '2026-11-01T01:30:00-04:00' })).status).toBe(204);
    expect(await read()).toBe('2026-11-01T05:30:00.000Z');
    expect((await put({ now: 'tomorrow' })).status).toBe(400);
    expect(await read()).toBe('2026-11-01T05:30:00.000Z');
    expect((await put({ now: null })).status).toBe(204);
    expect(await read()).toBe('2026-11-28T21:00:00.000Z');
  });
});
