import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './app-env';
import { groupOf, lazyRouteGroups } from './lazy-route-groups';
import { createRouter } from './openapi-router';
import type { RouteGroup } from './route-groups';

interface Deps {
  greeting: string;
}

/** A group of one router answering `GET /api{path}` with the deps' greeting and the signed-in user's name. */
function group(prefixes: string[], path: string) {
  const load = vi.fn(async () => (deps: Deps) => {
    const router = createRouter();
    router.get(path, (c) => c.json({ text: `${deps.greeting} ${c.get('user')?.username ?? 'nobody'}` }));
    return [router];
  });
  return { prefixes, load } satisfies RouteGroup<Deps>;
}

/** An app as `createApp` builds it: middleware that sets the user, the groups, then the catch-all. */
function appWith(groups: RouteGroup<Deps>[]) {
  const routes = lazyRouteGroups(groups, { greeting: 'hello' });
  const app = new OpenAPIHono<AppEnv>();
  app.use('/api/*', async (c, next) => {
    c.set('user', { username: 'Dana' } as AppEnv['Variables']['user']);
    await next();
    // What the access log reads.
    c.header('x-route', c.get('route') ?? 'none');
  });
  app.use('/api/*', routes.dispatch);
  app.all('/api/*', (c) => c.json({ message: 'caught' }, 404));
  return { app, routes };
}

describe('groupOf', () => {
  const keywords = group(['/keywords', '/economics'], '/keywords');
  const campaign = group(['/meta/campaign'], '/meta/campaign/x');
  const groups = [keywords, campaign];

  it('finds the group of a prefix or of a path under it, by whole segments', () => {
    expect(groupOf(groups, '/keywords')).toBe(keywords);
    expect(groupOf(groups, '/keywords/1/economics')).toBe(keywords);
    expect(groupOf(groups, '/economics/sites')).toBe(keywords);
    expect(groupOf(groups, '/meta/campaign/update-status')).toBe(campaign);
    expect(groupOf(groups, '/meta/campaigns')).toBeUndefined();
    expect(groupOf(groups, '/keywordsx')).toBeUndefined();
  });
});

describe('lazyRouteGroups', () => {
  it("imports a group on its first request only, and answers with the request's variables", async () => {
    const keywords = group(['/keywords'], '/keywords/:id');
    const sites = group(['/sites'], '/sites');
    const { app } = appWith([keywords, sites]);
    expect(keywords.load).not.toHaveBeenCalled();

    const answer = await app.request('/api/keywords/7');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ text: 'hello Dana' });
    expect(answer.headers.get('x-route')).toBe('/api/keywords/:id');
    await app.request('/api/keywords/8');
    expect(keywords.load).toHaveBeenCalledTimes(1);
    expect(sites.load).not.toHaveBeenCalled();
  });

  it("answers a path of a group that none of its routes serves with the group's not-found", async () => {
    const { app } = appWith([group(['/keywords'], '/keywords')]);
    const answer = await app.request('/api/keywords/7/unknown');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Not found: GET /api/keywords/7/unknown' });
    expect(answer.headers.get('x-route')).toBe('none');
  });

  it('passes a path no group claims on to the routes after it', async () => {
    const { app } = appWith([group(['/keywords'], '/keywords')]);
    const answer = await app.request('/api/elsewhere');
    expect(await answer.json()).toEqual({ message: 'caught' });
  });

  it('imports a group again after its import failed', async () => {
    const keywords = group(['/keywords'], '/keywords');
    keywords.load.mockRejectedValueOnce(new Error('import failed'));
    const { app } = appWith([keywords]);
    app.onError((error, c) => c.json({ message: error.message }, 500));
    expect((await app.request('/api/keywords')).status).toBe(500);
    expect((await app.request('/api/keywords')).status).toBe(200);
    expect(keywords.load).toHaveBeenCalledTimes(2);
  });

  it('loads every group into one app for the OpenAPI document', async () => {
    const keywords = group(['/keywords'], '/keywords');
    const sites = group(['/sites'], '/sites');
    const { routes } = appWith([keywords, sites]);
    const all = await routes.loadAll();
    expect(all.routes.filter((route) => route.method === 'GET').map((route) => route.path)).toEqual([
      '/api/keywords',
      '/api/sites',
    ]);
  });
});
