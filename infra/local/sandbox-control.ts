import { Hono } from 'hono';
import * as z from 'zod';
import { SECRET_NAMES } from '../../functions/src/domain/settings/secret-names';
import type { GraphParams, MetaGraphClient } from '../../functions/src/ports/meta-graph';
import { createMetaGraphClient } from '../../functions/src/providers/meta/meta-graph-client';
import type { SandboxKnobs } from './sandbox/sandbox';

const callKnobs = z.strictObject({
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  rateLimitRate: z.number().min(0).max(1).optional(),
  timeoutRate: z.number().min(0).max(1).optional(),
  unauthorized: z.boolean().optional(),
  requestsPerMinute: z.number().int().min(1).max(100_000).optional(),
});
/** A service's knobs, and overrides per call type (`openai.calls.images`). */
const serviceKnobs = callKnobs.extend({ calls: z.record(z.string(), callKnobs).optional() });
const knobsSchema = z.strictObject({
  openai: serviceKnobs.optional(),
  gemini: serviceKnobs.optional(),
  vision: serviceKnobs.optional(),
  wordpress: serviceKnobs.optional(),
  meta: serviceKnobs.optional(),
  snowflake: serviceKnobs.optional(),
  slack: serviceKnobs.optional(),
  ses: serviceKnobs.optional(),
  seed: z.number().int().optional(),
});

/** The path end-to-end tests set the sandbox's knobs at. */
export const SANDBOX_KNOBS_PATH = '/local/sandbox-knobs';
/** `DELETE /local/secrets/{name}`: where end-to-end tests forget saved credentials, to start a spec afresh. */
export const LOCAL_SECRETS_PATH = '/local/secrets';
const SAVED_CREDENTIALS: readonly string[] = Object.values(SECRET_NAMES);
/**
 * `POST /local/meta-graph` `{path, params}`: a Graph write on the Graph sandbox, for end-to-end
 * tests that need what an operator makes in Ads Manager and this app never makes (a bid-cap campaign whose
 * ad sets have no bid).
 */
export const LOCAL_META_GRAPH_PATH = '/local/meta-graph';
/**
 * `POST /local/meta-graph/status-history` `{objectId, history: [{at, status}]}`: rewrites a Graph sandbox
 * object's status history, for end-to-end tests that need what only time makes (an ad that has run for two
 * weeks, whose CTR has worn down).
 */
export const LOCAL_META_HISTORY_PATH = '/local/meta-graph/status-history';
const statusHistory = z.strictObject({
  objectId: z.string().regex(/^\d{1,30}$/),
  history: z
    .array(z.strictObject({ at: z.iso.datetime(), status: z.enum(['ACTIVE', 'PAUSED']) }))
    .min(1)
    .max(100),
});
/** `POST /local/wordpress-sites/{slug}`: opens the sandbox's WordPress site at that path and answers its credentials (a POST: the SPA answers every GET). */
export const LOCAL_WORDPRESS_SITES_PATH = '/local/wordpress-sites';
/**
 * `PUT /local/wordpress-clock` `{now}`: sets the WordPress sandbox's clock (an ISO time; `null` gives it back
 * to the app's), so end-to-end tests see scheduled posts go live without waiting for their slot.
 */
export const LOCAL_WORDPRESS_CLOCK_PATH = '/local/wordpress-clock';
const clockBody = z.strictObject({ now: z.iso.datetime({ offset: true }).nullable() });
/**
 * `GET /local/clock` answers `{now}`, the time the app and every sandbox read; `PUT /local/clock` `{now}`
 * moves it (an ISO time, from which it runs on; `null` gives back the system's). End-to-end tests start the
 * server at a chosen time (`LOCAL_CLOCK`) and set the browser's clock from this one, so no outcome depends
 * on the hour or the day they run.
 */
export const LOCAL_CLOCK_PATH = '/local/clock';
/** A Graph client on the Graph sandbox's own identity: this route never reaches the real Meta. */
export const sandboxGraphClient =
  (meta: { baseUrl: string; accessToken: string; appSecret: string }) => (): MetaGraphClient =>
    createMetaGraphClient({
      baseUrl: meta.baseUrl,
      accessToken: meta.accessToken,
      appSecret: meta.appSecret,
    });
const graphWrite = z.strictObject({
  path: z.string().regex(/^[\w/]+$/),
  params: z.record(z.string(), z.unknown()),
});

/**
 * `PUT /local/sandbox-knobs`: replaces the running sandbox's latency, fault and rate-limit knobs (`{}` turns them all
 * off). Only the local server mounts it, and only when `SANDBOX_CONTROL=1` asks for it: end-to-end tests use
 * it to give a run the length a check needs (a screen that shows only while a run goes on) instead of
 * racing the machine's speed. It is never part of the AWS app. `DELETE /local/secrets/{name}` forgets saved
 * credentials, so a spec that checks a fresh setup does not depend on which specs ran before it.
 */
export function createSandboxControl(
  sandbox: {
    setKnobs: (knobs: SandboxKnobs) => void;
    wordpressSites?: { credentials: (slug: string) => Promise<object> };
    wordpressClock?: { set: (ms: number | undefined) => void };
    clock?: { now: () => number; set: (ms: number | undefined) => void };
    metaControls?: {
      setStatusHistory: (objectId: string, history: { at: string; status: string }[]) => Promise<void>;
    };
  },
  secrets: { remove: (name: string) => Promise<void> },
  metaGraph?: () => MetaGraphClient,
) {
  const control = new Hono();
  if (metaGraph)
    control.post(LOCAL_META_GRAPH_PATH, async (c) => {
      const parsed = graphWrite.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ message: 'Expected {path, params} of a Graph write' }, 400);
      try {
        const client = metaGraph();
        return c.json(
          (await client.post(parsed.data.path, parsed.data.params as GraphParams)) as object,
          200,
        );
      } catch (error) {
        return c.json({ message: (error as Error).message }, 400);
      }
    });
  const controls = sandbox.metaControls;
  if (controls)
    control.post(LOCAL_META_HISTORY_PATH, async (c) => {
      const parsed = statusHistory.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success)
        return c.json({ message: 'Expected {objectId, history: [{at, status}]} with ISO times' }, 400);
      try {
        await controls.setStatusHistory(parsed.data.objectId, parsed.data.history);
      } catch (error) {
        return c.json({ message: (error as Error).message }, 404);
      }
      return c.body(null, 204);
    });
  const sites = sandbox.wordpressSites;
  if (sites)
    control.post(`${LOCAL_WORDPRESS_SITES_PATH}/:slug`, async (c) => {
      const slug = c.req.param('slug');
      if (!/^[a-z0-9-]{1,40}$/.test(slug)) return c.json({ message: 'Expected a slug: a-z, 0-9 and -' }, 400);
      return c.json(await sites.credentials(slug), 200);
    });
  const settable: [string, { set: (ms: number | undefined) => void } | undefined][] = [
    [LOCAL_WORDPRESS_CLOCK_PATH, sandbox.wordpressClock],
    [LOCAL_CLOCK_PATH, sandbox.clock],
  ];
  for (const [path, clock] of settable)
    if (clock)
      control.put(path, async (c) => {
        const parsed = clockBody.safeParse(await c.req.json().catch(() => undefined));
        if (!parsed.success) return c.json({ message: 'Expected {now}: an ISO date and time, or null' }, 400);
        clock.set(parsed.data.now === null ? undefined : Date.parse(parsed.data.now));
        return c.body(null, 204);
      });
  const appClock = sandbox.clock;
  if (appClock) control.get(LOCAL_CLOCK_PATH, (c) => c.json({ now: new Date(appClock.now()).toISOString() }));
  return control
    .delete(`${LOCAL_SECRETS_PATH}/:name`, async (c) => {
      const name = c.req.param('name');
      if (!SAVED_CREDENTIALS.includes(name))
        return c.json({ message: `No saved credentials named ${name}` }, 404);
      await secrets.remove(name);
      return c.body(null, 204);
    })
    .put(SANDBOX_KNOBS_PATH, async (c) => {
      const body = await c.req.json().catch(() => undefined);
      const parsed = knobsSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.join('.') || 'body';
        return c.json(
          { message: `Invalid sandbox knobs: ${where}: ${issue?.message ?? 'expected a JSON object'}` },
          400,
        );
      }
      sandbox.setKnobs(parsed.data);
      return c.body(null, 204);
    });
}
