import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboundRequest } from './outbound-http';
import { OutboundUrlError } from './outbound-url';

const TEXT = JSON.stringify({ data: Array.from({ length: 1_000 }, () => ['2026-03-09', 'channel_00001']) });
const encoders: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};

/** Answers `/<encoding>` with TEXT packed that way, `/identity` as is. */
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const encoding = request.url?.slice(1) ?? 'identity';
    const encode = encoders[encoding];
    response
      .writeHead(200, encode ? { 'content-encoding': encoding } : {})
      .end(encode ? encode(Buffer.from(TEXT)) : TEXT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, extra: { maxResponseBytes?: number; publicOnly?: boolean } = {}) =>
  outboundRequest({ method: 'GET', url: `${baseUrl}${path}`, timeoutMs: 2_000, ...extra });

describe('outboundRequest', () => {
  it.each(['identity', 'gzip', 'deflate', 'br'])('answers a %s body decoded', async (encoding) => {
    const response = await get(`/${encoding}`);

    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toBe(TEXT);
  });

  it('caps the decoded size, so a small packed body cannot unpack past the cap', async () => {
    const packed = gzipSync(Buffer.from(TEXT)).byteLength;
    expect(packed).toBeLessThan(1_000);

    await expect(get('/gzip', { maxResponseBytes: 1_000 })).rejects.toThrow(
      'The answer is larger than 1000 bytes',
    );
    await expect(get('/identity', { maxResponseBytes: 1_000 })).rejects.toThrow(
      'The answer is larger than 1000 bytes',
    );
  });

  it('refuses a local address even off AWS when asked for public addresses only', async () => {
    const refused = get('/identity', { publicOnly: true });

    await expect(refused).rejects.toBeInstanceOf(OutboundUrlError);
    await expect(refused).rejects.toThrow('127.0.0.1 is a private or local address');
  });

  describe('on AWS', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('sends credentials over https only: an http request with Authorization never leaves', async () => {
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'keywright-api');
      const basic = `Basic ${Buffer.from('author:app pass word').toString('base64')}`;

      const refused = outboundRequest({
        method: 'GET',
        url: 'http://blog.example.invalid/wp-json/wp/v2/users/me',
        headers: { Authorization: basic },
        timeoutMs: 2_000,
      });

      await expect(refused).rejects.toBeInstanceOf(OutboundUrlError);
      await expect(refused).rejects.toThrow(
        'Credentials are sent over https only, not to http://blog.example.invalid',
      );
    });
  });

  it('sends credentials over http off AWS (the sandbox and local sites)', async () => {
    const response = await outboundRequest({
      method: 'GET',
      url: `${baseUrl}/identity`,
      headers: { authorization: 'Basic eDp5' },
      timeoutMs: 2_000,
    });

    expect(response.status).toBe(200);
  });
});
