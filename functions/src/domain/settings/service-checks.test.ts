import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeUpstream } from '../../providers/upstream-probe';
import {
  checkCloudVision,
  checkGemini,
  checkOpenAi,
  checkWordPress,
  PUBLIC_ENDPOINTS,
} from './service-checks';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const servers: Server[] = [];

/** A local upstream answering every request with `handler`; returns its base URL. */
async function upstream(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const json =
  (status: number, body: unknown): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
const local = { timeoutMs: 1_000, endpoints: PUBLIC_ENDPOINTS, probe: probeUpstream };
const key = (baseUrl: string, apiKey = 'test-key-1234567890') => ({ apiKey, baseUrl, sandbox: false });
const googleKeyInvalid = {
  error: {
    code: 400,
    message: 'API key not valid. Please pass a valid API key.',
    status: 'INVALID_ARGUMENT',
    details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
  },
};

describe('OpenAI check', () => {
  it('lists the models with the key as bearer token, whether the base ends in /v1 or not', async () => {
    const seen: string[] = [];
    const base = await upstream((request, response) => {
      seen.push(`${request.url} ${request.headers.authorization}`);
      json(200, { data: [] })(request, response);
    });

    expect(await checkOpenAi(key(base), local)).toEqual({ connected: true });
    expect(await checkOpenAi(key(`${base}/v1/`), local)).toEqual({ connected: true });
    expect(seen).toEqual(['/v1/models Bearer test-key-1234567890', '/v1/models Bearer test-key-1234567890']);
  });

  it('reports a rejected key with its status', async () => {
    const base = await upstream(
      json(401, { error: { message: 'Incorrect API key provided: test-key-1234567890' } }),
    );
    expect(await checkOpenAi(key(base), local)).toEqual({
      connected: false,
      message: 'OpenAI rejected the key (401)',
    });
  });

  it('reports an exhausted quota', async () => {
    const base = await upstream(json(429, { error: { code: 'insufficient_quota' } }));
    expect(await checkOpenAi(key(base), local)).toEqual({
      connected: false,
      message: 'OpenAI refused the request: rate limit or quota exceeded (429)',
    });
  });

  it('gives up after the timeout', async () => {
    const base = await upstream(() => {}); // never answers
    const started = Date.now();
    expect(await checkOpenAi(key(base), { ...local, timeoutMs: 200 })).toEqual({
      connected: false,
      message: 'Timed out after 0.2 s',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reports a service it cannot reach', async () => {
    const base = await upstream(json(200, {}));
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await checkOpenAi(key(base), local)).toEqual({
      connected: false,
      message: 'Could not reach OpenAI (ECONNREFUSED)',
    });
  });
});

describe('Gemini check', () => {
  it('lists the models with the key in the x-goog-api-key header, never in the URL', async () => {
    let seen = '';
    const base = await upstream((request, response) => {
      seen = `${request.url} ${request.headers['x-goog-api-key']}`;
      json(200, { models: [] })(request, response);
    });
    expect(await checkGemini(key(base), local)).toEqual({ connected: true });
    expect(seen).toBe('/v1beta/models?pageSize=1 test-key-1234567890');
  });

  it("reports Google's invalid-key answer (400 API_KEY_INVALID) as a rejected key", async () => {
    const base = await upstream(json(400, googleKeyInvalid));
    expect(await checkGemini(key(base), local)).toEqual({
      connected: false,
      message: 'Gemini rejected the key (400)',
    });
  });

  it("passes on Google's reason for a 403, with the key masked should it appear", async () => {
    const base = await upstream(json(403, { error: { message: 'Key test-key-1234567890 lacks access' } }));
    expect(await checkGemini(key(base), local)).toEqual({
      connected: false,
      message: 'Gemini refused the key (403): Key •••••••• lacks access',
    });
  });
});

describe('Cloud Vision check', () => {
  it('annotates an empty batch with the key in the header', async () => {
    let seen = '';
    const base = await upstream((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen = `${request.method} ${request.url} ${request.headers['x-goog-api-key']} ${body}`;
        json(200, {})(request, response);
      });
    });
    expect(await checkCloudVision(key(base), local)).toEqual({ connected: true });
    expect(seen).toBe('POST /v1/images:annotate test-key-1234567890 {"requests":[]}');
  });

  it('counts a complaint about the empty batch as an accepted key, and an invalid key as rejected', async () => {
    const bodyComplaint = await upstream(
      json(400, { error: { message: 'No requests', status: 'INVALID_ARGUMENT' } }),
    );
    const badKey = await upstream(json(400, googleKeyInvalid));
    expect(await checkCloudVision(key(bodyComplaint), local)).toEqual({ connected: true });
    expect(await checkCloudVision(key(badKey), local)).toEqual({
      connected: false,
      message: 'Cloud Vision rejected the key (400)',
    });
  });
});

describe('WordPress check', () => {
  const site = (siteUrl: string) => ({
    siteUrl,
    username: 'editor',
    appPassword: 'abcd efgh ijkl',
    sandbox: false,
  });

  it('asks users/me with the application password as basic auth', async () => {
    let seen = '';
    const base = await upstream((request, response) => {
      seen = `${request.url} ${request.headers.authorization}`;
      json(200, { id: 1, name: 'editor' })(request, response);
    });
    expect(await checkWordPress(site(`${base}/`), local)).toEqual({ connected: true });
    expect(seen).toBe(
      `/wp-json/wp/v2/users/me Basic ${Buffer.from('editor:abcd efgh ijkl').toString('base64')}`,
    );
  });

  it("reports WordPress's 401 with its error code", async () => {
    const base = await upstream(json(401, { code: 'incorrect_password', message: 'The password is wrong.' }));
    expect(await checkWordPress(site(base), local)).toEqual({
      connected: false,
      message: 'WordPress rejected the user name or application password (401 incorrect_password)',
    });
  });

  it('does not take any 200 for a WordPress site', async () => {
    const base = await upstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>parked domain</html>');
    });
    expect(await checkWordPress(site(base), local)).toEqual({
      connected: false,
      message: 'The site answered, but not as a WordPress REST API',
    });
  });

  it('reports a redirect instead of following it', async () => {
    const base = await upstream((_request, response) => {
      response.writeHead(301, { location: 'https://www.example.com/wp-json/wp/v2/users/me' }).end();
    });
    expect(await checkWordPress(site(base), local)).toEqual({
      connected: false,
      message: 'The site redirected to https://www.example.com/wp-json/wp/v2/users/me; use that address',
    });
  });

  it('reports a site without the REST API', async () => {
    const base = await upstream(json(404, { code: 'rest_no_route' }));
    expect(await checkWordPress(site(base), local)).toEqual({
      connected: false,
      message: `No WordPress REST API at ${base} (404)`,
    });
  });

  it('never calls a private address on AWS', async () => {
    let called = false;
    const base = await upstream((request, response) => {
      called = true;
      json(200, { id: 1 })(request, response);
    });
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'keywright-api');

    const outcome = await checkWordPress(site(base), local);

    expect(outcome).toEqual({ connected: false, message: '127.0.0.1 is a private or local address' });
    expect(called).toBe(false);
  });
});
