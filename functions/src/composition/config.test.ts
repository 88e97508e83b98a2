import { describe, expect, it } from 'vitest';
import { aiPrices } from './ai-prices-part';
import { readLambdaConfig, secretIdsOf } from './config';
import * as part from './config-parts';

const arn = (name: string) => `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}`;
const env = {
  TABLE_NAME: 'table',
  IMAGES_BUCKET: 'bucket',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_SECRET_ARN: arn('admin'),
  API_CREDENTIALS_SECRET_ARN: arn('api'),
  WORDPRESS_CREDENTIALS_SECRET_ARN: arn('wordpress'),
  WORDPRESS_SITES_SECRET_ARN: arn('wordpress-sites'),
  META_CREDENTIALS_SECRET_ARN: arn('meta'),
  WAREHOUSE_CREDENTIALS_SECRET_ARN: arn('warehouse'),
  STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:123456789012:stateMachine:keyword-pipeline',
  DEBUG_FUNCTION_NAME: 'keywright-debug-tester',
};
/** What the API function asks for (`handlers/api.ts`). */
const API_PARTS = [
  part.table,
  part.bucket,
  part.admin,
  part.apiSecret,
  part.wordpressSecret,
  part.metaSecret,
  part.warehouseSecret,
  part.pipeline,
  part.debugTester,
  part.concurrency,
  aiPrices,
];
const readLambdaApiConfig = (variables: NodeJS.ProcessEnv) => readLambdaConfig(variables, API_PARTS);

describe('Lambda configuration', () => {
  it('maps each logical secret name to the secret ARN of its variable', () => {
    expect(secretIdsOf(readLambdaApiConfig(env))).toEqual({
      'api-credentials': arn('api'),
      'wordpress-credentials': arn('wordpress'),
      'wordpress-sites': arn('wordpress-sites'),
      'meta-credentials': arn('meta'),
      'warehouse-credentials': arn('warehouse'),
    });
  });

  it('reads the pipeline concurrency as a number, and leaves it to the default when unset', () => {
    expect(readLambdaApiConfig({ ...env, PIPELINE_MAX_CONCURRENCY: '12' }).PIPELINE_MAX_CONCURRENCY).toBe(12);
    expect(readLambdaApiConfig(env).PIPELINE_MAX_CONCURRENCY).toBeUndefined();
  });

  it('fails at start naming every missing credentials secret', () => {
    const { API_CREDENTIALS_SECRET_ARN, WORDPRESS_CREDENTIALS_SECRET_ARN, ...rest } = env;
    expect(() => readLambdaApiConfig(rest)).toThrow(
      'Invalid Lambda configuration: check API_CREDENTIALS_SECRET_ARN, WORDPRESS_CREDENTIALS_SECRET_ARN',
    );
  });

  it('reads only the parts asked for: a step function needs none of the API’s variables', () => {
    const step = { TABLE_NAME: 'table', API_CREDENTIALS_SECRET_ARN: arn('api'), PIPELINE_IMAGE_COUNT: '3' };

    const config = readLambdaConfig(step, [part.table, part.apiSecret, part.imageCount]);

    expect(config).toEqual({
      TABLE_NAME: 'table',
      API_CREDENTIALS_SECRET_ARN: arn('api'),
      PIPELINE_IMAGE_COUNT: 3,
    });
    expect(secretIdsOf(config)).toEqual({ 'api-credentials': arn('api') });
  });

  it('names what is missing or invalid among the parts asked for, and nothing else', () => {
    expect(() =>
      readLambdaConfig({ PIPELINE_IMAGE_COUNT: '11', STATE_MACHINE_ARN: 'keyword-pipeline' }, [
        part.table,
        part.pipeline,
        part.imageCount,
      ]),
    ).toThrow('Invalid Lambda configuration: check TABLE_NAME, STATE_MACHINE_ARN, PIPELINE_IMAGE_COUNT');
  });
});
