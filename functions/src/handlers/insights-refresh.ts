import * as z from 'zod';
import { readLambdaConfig } from '../composition/config';
import { metaSecret, table, warehouseSecret, wordpressSecret } from '../composition/config-parts';
import { createLambdaInsightsRefresh } from '../composition/lambda/lambda-insights-refresh';
import { REFRESH_KINDS } from '../domain/meta/insights-refresh/refresh-plan';
import { type LambdaInvocationContext, startInvocation } from '../lib/logger';
import { tracedHandler } from '../lib/tracer';

/** What each EventBridge Scheduler schedule sends: `recent` every 15 minutes, `month` daily. */
const eventSchema = z.object({ kind: z.enum(REFRESH_KINDS) });

const refresh = createLambdaInsightsRefresh(
  readLambdaConfig(process.env, [table, metaSecret, warehouseSecret, wordpressSecret]),
);

/**
 * The scheduled insights refresh, then the enabled campaign rules, and with today's run the scheduled
 * posts gone live; the local server's timer runs the same (`composition/meta-deps.ts` builds the refresh).
 */
export const handler = tracedHandler(async (event: unknown, context?: LambdaInvocationContext) => {
  startInvocation(context);
  return refresh.run(eventSchema.parse(event).kind);
});
