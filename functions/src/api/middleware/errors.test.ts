import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError, type DomainErrorKind, rateLimited } from '../../domain/domain-error';
import { logger } from '../../lib/logger';
import type { WarehouseFailureKind } from '../../ports/warehouse';
import { SnowflakeError } from '../../providers/snowflake/snowflake-error';
import { handleError } from './errors';

/** An app whose one route throws `error`, answered by the error middleware under test. */
async function answerTo(error: Error) {
  const app = new Hono();
  app.onError(handleError);
  app.get('/fail', () => {
    throw error;
  });
  const response = await app.request('/fail');
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get('Retry-After'),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error middleware', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid', 400],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['unprocessable', 422],
    ['rate_limited', 429],
    ['upstream_refused', 502],
    ['unavailable', 503],
  ])('answers a domain error of kind %s with %i and its message', async (kind, status) => {
    const answer = await answerTo(new DomainError(kind, `A ${kind} refusal`));

    expect(answer).toEqual({ status, body: { message: `A ${kind} refusal` }, retryAfter: null });
  });

  it('says in Retry-After how many seconds a rate limit asks to wait, rounded up', async () => {
    const answer = await answerTo(rateLimited('Try again in 2 minutes.', 90_500));

    expect(answer).toEqual({ status: 429, body: { message: 'Try again in 2 minutes.' }, retryAfter: '91' });
  });

  it.each<[WarehouseFailureKind, number]>([
    ['config', 400],
    ['auth', 422],
    ['sql', 422],
    ['timeout', 502],
    ['transient', 502],
    ['failed', 502],
  ])('answers a Snowflake failure of kind %s with %i and its message', async (kind, status) => {
    const answer = await answerTo(new SnowflakeError({ kind, message: `Snowflake said ${kind}` }));

    expect(answer).toEqual({ status, body: { message: `Snowflake said ${kind}` }, retryAfter: null });
  });

  it("answers Hono's own exceptions with their status", async () => {
    const answer = await answerTo(new HTTPException(401, { message: 'Authentication required' }));

    expect(answer).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
  });

  it('answers anything else with a generic 500 and logs it', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const answer = await answerTo(new Error('the table is gone'));

    expect(answer).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    expect(logged).toHaveBeenCalledOnce();
  });
});
