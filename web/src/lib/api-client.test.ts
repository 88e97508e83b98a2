import { createHash } from 'node:crypto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  return fetchMock.mock.calls.at(-1)?.[1] ?? {};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('always sends the session credentials', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('GET', '/api/stats');
    expect(lastInit(fetchMock).credentials).toBe('include');
  });

  it('sends a JSON body with the JSON content type', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('POST', '/api/keywords/bulk-process', { ids: ['a'] });
    const init = lastInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"ids":["a"]}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends the SHA-256 of the body, which Lambda demands behind CloudFront', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('POST', '/api/keywords/bulk-process', { ids: ['a'] });
    expect(new Headers(lastInit(fetchMock).headers).get('x-amz-content-sha256')).toBe(
      createHash('sha256').update('{"ids":["a"]}').digest('hex'),
    );
  });

  it('sends neither a body nor a content type when there is no body', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('POST', '/api/keywords/1/retry');
    const init = lastInit(fetchMock);
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('throws "status: body text" on a non-OK response', async () => {
    stubFetch(new Response('{"message":"Keyword not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await apiRequest('DELETE', '/api/keywords/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Keyword not found"}');
    expect((error as ApiError).status).toBe(404);
  });

  it("keeps the response's correlation id on the error", async () => {
    stubFetch(new Response('', { status: 500, headers: { 'X-Correlation-Id': 'req-42' } }));
    const error = await apiRequest('GET', '/api/stats').catch((caught: unknown) => caught);
    expect((error as ApiError).correlationId).toBe('req-42');
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/stats')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('getQueryFn', () => {
  async function runQuery(queryKey: readonly unknown[], on401: 'throw' | 'returnNull') {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return client.fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }) });
  }

  it('GETs the first element of the query key as the URL, with credentials, and parses JSON', async () => {
    const fetchMock = stubFetch(Response.json({ total: 3 }));
    await expect(runQuery(['/api/keywords', { page: 2 }], 'throw')).resolves.toEqual({ total: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/keywords');
    const init = lastInit(fetchMock);
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('include');
  });

  it('treats a 401 as an error with "throw"', async () => {
    stubFetch(new Response('Not authenticated', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQuery(['/api/auth/user'], 'throw')).rejects.toThrow('401: Not authenticated');
  });

  it('returns null on a 401 with "returnNull"', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(runQuery(['/api/auth/user'], 'returnNull')).resolves.toBeNull();
  });

  it('still throws other errors with "returnNull"', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(runQuery(['/api/auth/user'], 'returnNull')).rejects.toThrow('503: Service Unavailable');
  });
});
