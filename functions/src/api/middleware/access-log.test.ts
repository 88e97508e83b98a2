import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import { accessLog, CORRELATION_HEADER } from './access-log';

/** The access line the middleware writes for one request to an app with one route. */
async function accessLineFor(headers: Record<string, string>) {
  const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  const app = new Hono().use(accessLog).get('/api/keywords/:id', (c) => c.json({ id: c.req.param('id') }));
  const response = await app.request('/api/keywords/kw-1', { headers });
  return { response, line: info.mock.calls.find(([message]) => message === 'request')?.[1] };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the access line', () => {
  it("carries CloudFront's request id, which the distribution's access log names x-edge-request-id", async () => {
    const edgeRequestId = 'Gp4hB9Zx0ZmJ2aC7Zq6V2m0kYxg6Kp0q9v3tQ1dB0m7U4rV3KpA7gA==';
    const { line } = await accessLineFor({ 'X-Amz-Cf-Id': edgeRequestId });
    expect(line).toMatchObject({
      method: 'GET',
      route: '/api/keywords/:id',
      status: 200,
      durationMs: expect.any(Number),
      edgeRequestId,
    });
  });

  it('has no edge request id when the request did not come through CloudFront (the local server)', async () => {
    const { response, line } = await accessLineFor({});
    expect(line).toMatchObject({ edgeRequestId: undefined, status: 200 });
    expect(response.headers.get(CORRELATION_HEADER)).toMatch(/\S/);
  });
});
