import * as z from 'zod';
import { readLambdaConfig } from '../composition/config';
import {
  debugTester,
  metaSecret,
  table,
  warehouseSecret,
  wordpressSecret,
} from '../composition/config-parts';
import { buildInsightsRefresh } from '../composition/entry-points/insights-refresh';
import { lambdaFunctions } from '../composition/lambda/lambda-functions';
import { lambdaPlatform } from '../composition/lambda/lambda-platform';
import { REFRESH_KINDS } from '../domain/meta/insights-refresh/refresh-plan';
import { type LambdaInvocationContext, startInvocation } from '../lib/logger';
import { tracedHandler } from '../lib/tracer';

/** What each EventBridge Scheduler schedule sends: `recent` every 15 minutes, `month` daily. */
const eventSchema = z.object({ kind: z.enum(REFRESH_KINDS) });

const refresh = buildInsightsRefresh(
  // A rule's "refresh creative" has its copy written where the AI clients are (decision 042).
  lambdaPlatform(
    readLambdaConfig(process.env, [table, metaSecret, warehouseSecret, wordpressSecret, debugTester]),
    {
      functions: lambdaFunctions,
    },
  ),
);

/**
 * The scheduled insights refresh, then the enabled campaign rules, and with today's run the scheduled
 * posts gone live; the local server's timer runs the same (`composition/entry-points/insights-refresh.ts`).
 */
export const handler = tracedHandler(async (event: unknown, context?: LambdaInvocationContext) => {
  startInvocation(context);
  return refresh.run(eventSchema.parse(event).kind);
});
