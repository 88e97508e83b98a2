import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { aiPrices } from '../composition/ai-prices-part';
import { readLambdaConfig } from '../composition/config';
import * as part from '../composition/config-parts';
import { createLambdaApi } from '../composition/lambda/lambda-api';
import { startInvocation } from '../lib/logger';
import { tracedHandler } from '../lib/tracer';

const { app, bootstrap } = createLambdaApi(
  readLambdaConfig(process.env, [
    part.table,
    part.bucket,
    part.admin,
    part.apiSecret,
    part.wordpressSecret,
    part.metaSecret,
    part.warehouseSecret,
    part.notificationSecret,
    part.notificationSender,
    part.pipeline,
    part.debugTester,
    part.launchFunction,
    part.concurrency,
    aiPrices,
  ]),
);
const serve = handle(app);
let ready: Promise<void> | undefined;

/** The API behind its Function URL; the first request of a container waits for the bootstrap, once. */
export const handler = tracedHandler(async (event: LambdaEvent, context: LambdaContext) => {
  startInvocation(context);
  ready ??= bootstrap().catch((error: unknown) => {
    ready = undefined; // try again on the next request
    throw error;
  });
  await ready;
  return serve(event, context);
});
