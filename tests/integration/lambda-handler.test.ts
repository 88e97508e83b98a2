import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';
import { systemClock } from '../../functions/src/ports/clock';
import { TABLE_DEFINITION } from '../../infra/data-definitions';

const DOMAIN = 'abcdefghij.lambda-url.us-east-1.on.aws';

/** A raw Lambda Function URL event (payload format 2.0), as AWS delivers it. */
function functionUrlEvent(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; cookies?: string[] } = {},
) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    cookies: options.cookies,
    headers: { host: DOMAIN, 'user-agent': 'vitest', ...options.headers },
    requestContext: {
      accountId: 'anonymous',
      apiId: 'abcdefghij',
      domainName: DOMAIN,
      domainPrefix: 'abcdefghij',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'vitest' },
      requestId: 'request-1',
      routeKey: '$default',
      stage: '$default',
      time: '21/Nov/2026:09:00:00 +0000',
      timeEpoch: 1_795_000_000_000,
    },
    body: options.body,
    isBase64Encoded: false,
  };
}

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{ statusCode: number; body: string; cookies?: string[] }>;
let t: TestStack;
let handler: Handler;

beforeAll(async () => {
  // Creates the admin, so the handler never needs its Secrets Manager secret; on the system's clock, which
  // the Lambda entry point reads as on AWS.
  t = await startTestStack({ clock: systemClock });
  vi.stubEnv('TABLE_NAME', TABLE_DEFINITION.localName);
  vi.stubEnv('IMAGES_BUCKET', 'images');
  vi.stubEnv('STATE_MACHINE_ARN', 'arn:aws:states:us-east-1:123456789012:stateMachine:keyword-pipeline');
  vi.stubEnv('DEBUG_FUNCTION_NAME', 'keywright-debug-tester');
  vi.stubEnv('LAUNCH_FUNCTION_NAME', 'keywright-campaign-launch');
  vi.stubEnv('ADMIN_EMAIL', ADMIN.email);
  vi.stubEnv('ADMIN_SECRET_ARN', 'arn:aws:secretsmanager:us-east-1:123456789012:secret:admin');
  vi.stubEnv('NOTIFICATION_EMAIL_FROM', 'Keywright <alerts@example.com>');
  for (const name of [
    'API_CREDENTIALS',
    'WORDPRESS_CREDENTIALS',
    'WORDPRESS_SITES',
    'META_CREDENTIALS',
    'WAREHOUSE_CREDENTIALS',
    'NOTIFICATION_CREDENTIALS',
  ]) {
    vi.stubEnv(`${name}_SECRET_ARN`, `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}`);
  }
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', t.stack.dynamoEndpoint);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  ({ handler } = (await import('../../functions/src/handlers/api')) as unknown as { handler: Handler });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

describe('the API Lambda behind a Function URL', () => {
  it('answers 401 JSON to a request without a session', async () => {
    const response = await handler(functionUrlEvent('GET', '/api/auth/user'), {});
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: 'Authentication required' });
  });

  it('signs in through CloudFront (viewer host forwarded) and then serves the user', async () => {
    const viewer = { 'x-forwarded-host': 'dash.example.com', 'cloudfront-forwarded-proto': 'https' };
    const login = await handler(
      functionUrlEvent('POST', '/api/login', {
        headers: { ...viewer, origin: 'https://dash.example.com', 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
      }),
      {},
    );
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies?.[0] ?? '';
    expect(cookie).toMatch(/^__Host-kw_session=.+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);

    const me = await handler(
      functionUrlEvent('GET', '/api/auth/user', { cookies: [cookie.split(';')[0]!] }),
      {},
    );
    expect(me.statusCode).toBe(200);
    expect(JSON.parse(me.body).email).toBe(ADMIN.email);
  });

  it('refuses a sign-in body over 16 KB with 413, whatever Content-Length the event claims', async () => {
    const body = JSON.stringify({ username: ADMIN.email, password: 'x'.repeat(17 * 1024) });
    const response = await handler(
      functionUrlEvent('POST', '/api/login', {
        headers: {
          'x-forwarded-host': 'dash.example.com',
          origin: 'https://dash.example.com',
          'content-type': 'application/json',
          'content-length': '60',
        },
        body,
      }),
      {},
    );
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Request body too large: at most 16 KB is accepted.',
    });
  });

  it('refuses a POST whose Origin is not the viewer host', async () => {
    const response = await handler(
      functionUrlEvent('POST', '/api/login', {
        headers: {
          'x-forwarded-host': 'dash.example.com',
          origin: 'https://evil.example',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
      }),
      {},
    );
    expect(response.statusCode).toBe(403);
  });
});
