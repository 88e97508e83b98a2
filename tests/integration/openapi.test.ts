import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await (await t.call('GET', '/api/openapi.json', { cookie })).json();
    const result = await new Validator().validate(document);

    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists the auth routes with their schemas', async () => {
    const { paths } = await (await t.call('GET', '/api/openapi.json', { cookie })).json();

    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/auth/user', '/api/logout']),
    );
    expect(Object.keys(paths['/api/logout'])).toEqual(['get', 'post']);
    const loginBody = paths['/api/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(['username', 'password']);
  });
});

describe('GET /api/docs', () => {
  it('serves a self-contained reference page listing every operation', async () => {
    const response = await t.call('GET', '/api/docs', { cookie });
    const page = await response.text();

    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(page).toContain('<code>/api/login</code>');
    expect(page).toContain('<code>/api/auth/user</code>');
    expect(page).not.toMatch(/<script[^>]+src=/);
  });
});
