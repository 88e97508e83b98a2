import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevenueSourceCredentials, RevenueSourceForm } from '#shared/schemas/revenue-source';
import { SnowflakeError } from '../../../providers/snowflake/snowflake-error';
import { createSnowflakeWarehouse } from '../../../providers/snowflake/snowflake-warehouse';
import { DomainError } from '../../domain-error';
import { createRevenueSourceService } from './revenue-source-service';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .trim();
const form: RevenueSourceForm = {
  account: 'myorg-myaccount',
  user: 'REPORTING',
  privateKey,
  warehouse: '',
  database: '',
  schema: '',
  role: '',
  query: 'SELECT day, channel, revenue, conversions, page_views, sessions FROM r WHERE day BETWEEN ? AND ?',
  baseUrl: '',
  finalColumn: '',
  finalAfterHours: 48,
};

/**
 * The service over a store in memory and Snowflake's own checks; its revenue source and clock are never
 * used by `save`.
 */
function service(saved?: RevenueSourceCredentials) {
  const store = {
    saved,
    read: async () => store.saved,
    save: async (credentials: RevenueSourceCredentials) => {
      store.saved = credentials;
    },
  };
  const revenueSource = createRevenueSourceService({
    store,
    source: { rows: () => Promise.reject(new Error('not called')) },
    client: createSnowflakeWarehouse(),
    clock: { now: () => Date.now() },
  });
  return { store, revenueSource };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('saving the revenue source: the warehouse address', () => {
  it.each([
    'http://10.0.0.8',
    'http://127.0.0.1:8080',
    'https://warehouse.internal.example',
    'http://myorg-myaccount.snowflakecomputing.com',
  ])('on AWS, refuses %s (only https under snowflakecomputing.com) and saves nothing', async (baseUrl) => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'keywright-api');
    const { store, revenueSource } = service();

    const error = await revenueSource.save({ ...form, baseUrl }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SnowflakeError);
    expect(error).toMatchObject({ kind: 'config' });
    expect((error as Error).message).toMatch(/^The Snowflake address is refused: /);
    expect(store.saved).toBeUndefined();
  });

  it('on AWS, saves the account’s own address and a snowflakecomputing.com base URL', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'keywright-api');
    const { store, revenueSource } = service();

    await revenueSource.save(form);
    expect(store.saved).toMatchObject({ baseUrl: '', account: form.account });
    const privatelink = 'https://myorg-myaccount.privatelink.snowflakecomputing.com';
    await revenueSource.save({ ...form, baseUrl: privatelink });
    expect(store.saved).toMatchObject({ baseUrl: privatelink });
  });

  it('locally, saves a loopback address, as the Snowflake sandbox’s is', async () => {
    const { store, revenueSource } = service();

    await revenueSource.save({ ...form, baseUrl: 'http://127.0.0.1:8080' });

    expect(store.saved).toMatchObject({ baseUrl: 'http://127.0.0.1:8080' });
  });
});

describe('testing the saved revenue source', () => {
  const testing = (failure: Error) =>
    createRevenueSourceService({
      store: { read: async () => undefined, save: async () => undefined },
      source: { rows: () => Promise.reject(failure) },
      client: createSnowflakeWarehouse(),
      clock: { now: () => Date.now() },
    }).test();

  it('refuses saved settings that cannot work as unprocessable: the test sent nothing to correct', async () => {
    const failure = new SnowflakeError({ kind: 'config', message: 'The private key cannot sign' });

    await expect(testing(failure)).rejects.toEqual(
      new DomainError('unprocessable', 'The private key cannot sign', { cause: failure }),
    );
  });

  it('passes any other failure on as it is', async () => {
    const failure = new SnowflakeError({ kind: 'transient', message: 'Snowflake is unavailable: HTTP 503' });

    await expect(testing(failure)).rejects.toBe(failure);
  });
});
