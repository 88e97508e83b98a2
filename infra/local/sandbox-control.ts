import { Hono } from 'hono';
import * as z from 'zod';
import { SECRET_NAMES } from '../../functions/src/domain/settings/secret-names';
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
  seed: z.number().int().optional(),
});

/** The path end-to-end tests set the sandbox's knobs at. */
export const SANDBOX_KNOBS_PATH = '/local/sandbox-knobs';
/** `DELETE /local/secrets/{name}`: where end-to-end tests forget saved credentials, to start a spec afresh. */
export const LOCAL_SECRETS_PATH = '/local/secrets';
const SAVED_CREDENTIALS: readonly string[] = Object.values(SECRET_NAMES);

/**
 * `PUT /local/sandbox-knobs`: replaces the running sandbox's latency, fault and rate-limit knobs (`{}` turns them all
 * off). Only the local server mounts it, and only when `SANDBOX_CONTROL=1` asks for it: end-to-end tests use
 * it to give a run the length a check needs (a screen that shows only while a run goes on) instead of
 * racing the machine's speed. It is never part of the AWS app. `DELETE /local/secrets/{name}` forgets saved
 * credentials, so a spec that checks a fresh setup does not depend on which specs ran before it.
 */
export function createSandboxControl(
  sandbox: { setKnobs: (knobs: SandboxKnobs) => void },
  secrets: { remove: (name: string) => Promise<void> },
) {
  return new Hono()
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
