import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server answering the status checks' calls the way the real services do: OpenAI's model list,
 * Gemini's model list, Cloud Vision's annotate, WordPress's `users/me`. It accepts only the keys and the
 * WordPress login it is told to, and its refusals echo the key (as OpenAI's do) to prove nothing leaks.
 */
export interface UpstreamDouble {
  baseUrl: string;
  /** Calls received per service since the last `resetCounts()`. */
  counts: Record<'openai' | 'gemini' | 'cloudVision' | 'wordpress', number>;
  readonly accept: { apiKey: string; wpUsername: string; wpAppPassword: string };
  resetCounts(): void;
  close(): Promise<void>;
}

export async function startUpstreamDouble(accept: UpstreamDouble['accept']): Promise<UpstreamDouble> {
  const counts = { openai: 0, gemini: 0, cloudVision: 0, wordpress: 0 };

  const send = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const googleRefusal = (key: unknown) => ({
    error: {
      code: 400,
      message: `API key not valid: ${String(key)}`,
      status: 'INVALID_ARGUMENT',
      details: [{ reason: 'API_KEY_INVALID' }],
    },
  });

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    const googleKey = request.headers['x-goog-api-key'];
    if (path === '/v1/models') {
      counts.openai += 1;
      const key = request.headers.authorization?.replace(/^Bearer /, '');
      if (key === accept.apiKey) return send(response, 200, { object: 'list', data: [] });
      return send(response, 401, { error: { message: `Incorrect API key provided: ${key}` } });
    }
    if (path === '/v1beta/models') {
      counts.gemini += 1;
      if (googleKey === accept.apiKey) return send(response, 200, { models: [] });
      return send(response, 400, googleRefusal(googleKey));
    }
    if (path === '/v1/images:annotate') {
      counts.cloudVision += 1;
      if (googleKey === accept.apiKey) return send(response, 200, {});
      return send(response, 400, googleRefusal(googleKey));
    }
    if (path?.endsWith('/wp-json/wp/v2/users/me')) {
      counts.wordpress += 1;
      const login = `${accept.wpUsername}:${accept.wpAppPassword}`;
      if (request.headers.authorization === `Basic ${Buffer.from(login).toString('base64')}`) {
        return send(response, 200, { id: 1, name: accept.wpUsername });
      }
      return send(response, 401, { code: 'incorrect_password', message: 'The password is not valid.' });
    }
    send(response, 404, { message: `no route ${path}` });
  };

  const server = createServer((request, response) => {
    request.resume(); // bodies are not needed, but must be drained
    request.on('end', () => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    accept,
    resetCounts() {
      for (const service of Object.keys(counts) as (keyof typeof counts)[]) counts[service] = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The double as the local sandbox (what `startSandbox()` hands the credentials reader). */
export const asSandbox = (double: UpstreamDouble) => ({
  openaiBaseUrl: `${double.baseUrl}/v1`,
  geminiBaseUrl: double.baseUrl,
  visionBaseUrl: double.baseUrl,
  wordpress: {
    siteUrl: double.baseUrl,
    username: double.accept.wpUsername,
    appPassword: double.accept.wpAppPassword,
  },
  apiKey: double.accept.apiKey,
});

/** The double in place of the real services' public endpoints, for credentials saved in Settings. */
export const asPublicEndpoints = (double: UpstreamDouble) => ({
  openai: `${double.baseUrl}/v1`,
  gemini: double.baseUrl,
  cloudVision: double.baseUrl,
});
