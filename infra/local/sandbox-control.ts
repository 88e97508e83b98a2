import { Hono } from 'hono';
import * as z from 'zod';
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

/**
 * `PUT /local/sandbox-knobs`: replaces the running sandbox's latency, fault and rate-limit knobs (`{}` turns them all
 * off). Only the local server mounts it, and only when `SANDBOX_CONTROL=1` asks for it: end-to-end tests use
 * it to give a run the length a check needs (a screen that shows only while a run goes on) instead of
 * racing the machine's speed. It is never part of the AWS app.
 */
export function createSandboxControl(sandbox: { setKnobs: (knobs: SandboxKnobs) => void }) {
  return new Hono().put(SANDBOX_KNOBS_PATH, async (c) => {
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
