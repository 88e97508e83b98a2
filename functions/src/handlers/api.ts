import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { readLambdaConfig } from '../composition/config';
import { createLambdaApi } from '../composition/lambda/lambda-api';

const { app, bootstrap } = createLambdaApi(
  readLambdaConfig(process.env, [
    'table',
    'bucket',
    'admin',
    'apiSecret',
    'wordpressSecret',
    'metaSecret',
    'warehouseSecret',
    'pipeline',
    'debugTester',
    'concurrency',
    'aiPrices',
  ]),
);
const serve = handle(app);
let ready: Promise<void> | undefined;

/** The API behind its Function URL; the first request of a container waits for the bootstrap, once. */
export const handler = async (event: LambdaEvent, context: LambdaContext) => {
  ready ??= bootstrap().catch((error: unknown) => {
    ready = undefined; // try again on the next request
    throw error;
  });
  await ready;
  return serve(event, context);
};
