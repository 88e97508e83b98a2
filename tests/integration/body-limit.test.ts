import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await startTestStack();
  // The same Node adapter `npm start` serves the app with, so the real HTTP parser frames the bodies.
  server = serve({ fetch: t.stack.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** A login body of exactly `bytes` bytes (the password padded), valid JSON. */
const loginBodyOf = (bytes: number) => {
  const shell = JSON.stringify({ username: ADMIN.email, password: '' });
  return JSON.stringify({ username: ADMIN.email, password: 'x'.repeat(bytes - shell.length) });
};

/** Bytes written to a socket as given (no client fixes up a wrong length); all that comes back. */
function rawHttp(bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    // The server may answer and close before the whole body is sent; the answer is what counts.
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => resolve(received));
    socket.end(bytes);
  });
}

/** The answers in what came back, in order: status and (Content-Length framed) body. */
function answersIn(received: string) {
  const answers: { status: number; body: string }[] = [];
  let rest = received;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const head = rest.slice(0, headEnd);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    answers.push({ status: Number(head.split(' ')[1]), body: rest.slice(headEnd + 4, headEnd + 4 + length) });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}

/** A POST to /api/login, same-origin and JSON, with these extra headers, then `body` as it is. */
const rawLogin = (headers: Record<string, string>, body: string) => {
  const all = {
    host: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    'content-type': 'application/json',
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST /api/login HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
};

const firstAnswer = async (bytes: string) => answersIn(await rawHttp(bytes))[0]!;

/** `parts` in HTTP/1.1 chunked framing. */
const chunked = (parts: string[]) =>
  `${parts.map((part) => `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`).join('')}0\r\n\r\n`;

describe('request body limits', () => {
  it('refuses a sign-in body over 16 KB with 413 and a message, before checking anything', async () => {
    const response = await t.call('POST', '/api/login', { body: JSON.parse(loginBodyOf(16 * 1024 + 1)) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large: at most 16 KB is accepted.' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('holds the second sign-in step to 16 KB too', async () => {
    const response = await t.call('POST', '/api/login/mfa', { body: { code: 'x'.repeat(16 * 1024) } });
    expect(response.status).toBe(413);
  });

  it('reads a sign-in body of 16 KB', async () => {
    const response = await t.call('POST', '/api/login', { body: JSON.parse(loginBodyOf(16 * 1024)) });
    expect(response.status).toBe(400); // the password is too long, which the route itself says
  });

  it('refuses any other body over 1 MB with 413, and reads one of 1 MB', async () => {
    const cookie = await t.signIn();
    const body = (size: number) => ({ keywords: ['shoes'], padding: 'x'.repeat(size) });
    const over = await t.call('POST', '/api/keywords', { cookie, body: body(1024 * 1024) });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'Request body too large: at most 1 MB is accepted.' });
    const within = await t.call('POST', '/api/keywords', { cookie, body: body(1024 * 1024 - 100) });
    expect(within.status).not.toBe(413);
  });

  it('counts a chunked body (no Content-Length) over HTTP, and refuses it past the limit', async () => {
    const parts = Array.from({ length: 40 }, () => 'x'.repeat(1024));
    const answer = await firstAnswer(rawLogin({ 'transfer-encoding': 'chunked' }, chunked(parts)));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Request body too large: at most 16 KB is accepted.',
    });
  });

  it('reads a small chunked body over HTTP as usual', async () => {
    const body = loginBodyOf(200);
    const parts = [body.slice(0, 100), body.slice(100)];
    const answer = await firstAnswer(rawLogin({ 'transfer-encoding': 'chunked' }, chunked(parts)));
    expect(answer.status).toBe(400); // the password is too long: the route read the whole body
    expect(JSON.parse(answer.body).message).not.toMatch(/too large/);
  });

  it('refuses a declared Content-Length over the limit without waiting for the body', async () => {
    const answer = await firstAnswer(rawLogin({ 'content-length': String(2 * 1024 * 1024) }, '{"username":'));
    expect(answer.status).toBe(413);
  });

  it('reads no byte past a Content-Length that claims less than was sent', async () => {
    // What follows the declared length is the next request on the connection (here a valid one, so the
    // server answers both), never more body: a small Content-Length cannot carry a large body in.
    const body = loginBodyOf(200);
    const next = `GET /api/no-such-route HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: close\r\n\r\n`;
    const [login, after] = answersIn(
      await rawHttp(rawLogin({ 'content-length': String(body.length) }, `${body}${next}`)),
    );
    expect(login!.status).toBe(400);
    expect(JSON.parse(login!.body).message).not.toMatch(/too large/);
    expect(after!.status).toBe(401);
  });
});
