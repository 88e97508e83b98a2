import { describe, expect, it } from 'vitest';
import { readLambdaConfig, secretIdsOf } from './lambda-config';

const arn = (name: string) => `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}`;
const env = {
  TABLE_NAME: 'table',
  IMAGES_BUCKET: 'bucket',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_SECRET_ARN: arn('admin'),
  API_CREDENTIALS_SECRET_ARN: arn('api'),
  WORDPRESS_CREDENTIALS_SECRET_ARN: arn('wordpress'),
  META_CREDENTIALS_SECRET_ARN: arn('meta'),
  WAREHOUSE_CREDENTIALS_SECRET_ARN: arn('warehouse'),
  STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:123456789012:stateMachine:keyword-pipeline',
  DEBUG_FUNCTION_NAME: 'keywright-debug-tester',
};

describe('Lambda configuration', () => {
  it('maps each logical secret name to the secret ARN of its variable', () => {
    expect(secretIdsOf(readLambdaConfig(env))).toEqual({
      'api-credentials': arn('api'),
      'wordpress-credentials': arn('wordpress'),
      'meta-credentials': arn('meta'),
      'warehouse-credentials': arn('warehouse'),
    });
  });

  it('reads the pipeline concurrency as a number, and leaves it to the default when unset', () => {
    expect(readLambdaConfig({ ...env, PIPELINE_MAX_CONCURRENCY: '12' }).PIPELINE_MAX_CONCURRENCY).toBe(12);
    expect(readLambdaConfig(env).PIPELINE_MAX_CONCURRENCY).toBeUndefined();
  });

  it('fails at start naming every missing credentials secret', () => {
    const { API_CREDENTIALS_SECRET_ARN, WORDPRESS_CREDENTIALS_SECRET_ARN, ...rest } = env;
    expect(() => readLambdaConfig(rest)).toThrow(
      'Invalid Lambda configuration: check API_CREDENTIALS_SECRET_ARN, WORDPRESS_CREDENTIALS_SECRET_ARN',
    );
  });
});
