import * as z from 'zod';
import { readLambdaConfig } from '../composition/config';
import { bucket, launchFunction, metaSecret, table } from '../composition/config-parts';
import { buildCampaignLaunch } from '../composition/entry-points/campaign-launch';
import { lambdaLaunches } from '../composition/lambda/lambda-launches';
import { lambdaPlatform } from '../composition/lambda/lambda-platform';
import { s3Blobs } from '../composition/lambda/s3-blobs';
import { LAUNCH_TURN_MARGIN_MS } from '../domain/meta/launches/launch-worker';
import { type LambdaInvocationContext, startInvocation } from '../lib/logger';
import { tracedHandler } from '../lib/tracer';

/** A turn of one launch (the API's and its own invocations), or the schedule's tick that resumes them all. */
const eventSchema = z.union([
  z.object({ launchId: z.string().min(1) }),
  z.object({ action: z.literal('resume') }),
]);

const launch = buildCampaignLaunch(
  lambdaPlatform(readLambdaConfig(process.env, [table, bucket, metaSecret, launchFunction]), {
    blobs: s3Blobs,
    launches: lambdaLaunches,
  }),
);

/**
 * Creates a bulk launch's campaigns (issue 33): invoked asynchronously with `{ launchId }` by the API (and
 * by itself when a turn's time was up), and every 5 minutes by EventBridge Scheduler with
 * `{ action: 'resume' }`; the local server runs the same (`composition/entry-points/campaign-launch.ts`).
 */
export const handler = tracedHandler(async (event: unknown, context?: LambdaInvocationContext) => {
  startInvocation(context);
  const parsed = eventSchema.parse(event);
  if ('action' in parsed) return { resumed: await launch.resume() };
  const left = context?.getRemainingTimeInMillis?.() ?? 15 * 60_000;
  return {
    turn: await launch.advance(parsed.launchId, { until: Date.now() + left - LAUNCH_TURN_MARGIN_MS }),
  };
});
