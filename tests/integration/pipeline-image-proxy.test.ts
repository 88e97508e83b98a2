import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
let keywordId: string;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
  const { created } = await t.stack.deps.keywords.create([
    { masterKeyword: 'hiking boots', options: DEFAULT_KEYWORD_OPTIONS },
  ]);
  keywordId = created[0]!.id;
  const key = `images/${keywordId}/stored-1.png`;
  await t.stack.deps.blobs.put(key, PNG, 'image/png');
  await t.stack.deps.keywords.update(keywordId, {
    images: [
      { url: `/${key}`, caption: 'Stored' },
      { url: 'http://127.0.0.1:9/legacy.png', caption: 'Legacy on a private address' },
      { url: 'ftp://example.com/legacy.png', caption: 'Legacy over FTP' },
      { url: '/images/../secrets.json', caption: 'Climbing out' },
    ],
  });
});
afterAll(() => t.close());

const proxy = (index: number) => t.call('GET', `/api/image-proxy/${keywordId}?index=${index}`, { cookie });

describe('GET /api/image-proxy/{keywordId}', () => {
  it('streams a stored image with its content type', async () => {
    const response = await proxy(0);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('refuses to fetch a legacy URL on a private address or over another scheme', async () => {
    const privateAddress = await proxy(1);
    const ftp = await proxy(2);

    expect(privateAddress.status).toBe(502);
    expect(await privateAddress.json()).toEqual({
      message: 'The image could not be fetched: 127.0.0.1 is a private or local address',
    });
    expect(ftp.status).toBe(502);
    expect(((await ftp.json()) as { message: string }).message).toMatch(
      /Only http and https URLs are allowed/,
    );
  });

  it('answers 404 for a path outside the images, an index past the end and an unknown keyword', async () => {
    expect((await proxy(3)).status).toBe(404);
    expect((await proxy(4)).status).toBe(404);
    expect((await t.call('GET', '/api/image-proxy/unknown?index=0', { cookie })).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', `/api/image-proxy/${keywordId}?index=0`)).status).toBe(401);
  });
});
