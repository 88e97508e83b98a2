import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hostNameOf, localHostNames, refuseForeignHosts } from './host-guard';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering "ok", guarded for `names`; resolves its port. */
async function guarded(names: readonly string[]) {
  server = createServer((_request, response) => response.end('ok'));
  refuseForeignHosts(server, names);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One raw request carrying `host` as its Host header, as a rebinding page's request would. */
const send = (port: number, host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

describe('refuseForeignHosts', () => {
  it('answers the loopback names, with or without a port', async () => {
    const port = await guarded(localHostNames());
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST'])
      expect(await send(port, host)).toEqual({ status: 200, body: 'ok' });
  });

  it('refuses any other name with 421, before the service sees the request', async () => {
    const port = await guarded(localHostNames());
    for (const host of [`evil.example:${port}`, 'localhost.evil.example', '127.0.0.1.nip.io', 'localhost.']) {
      const answer = await send(port, host);
      expect(answer.status).toBe(421);
      expect(answer.body).toMatch(/^Misdirected request/);
    }
  });

  it('answers the configured HOST too', async () => {
    const port = await guarded(localHostNames('Dash.lan'));
    expect((await send(port, `dash.lan:${port}`)).status).toBe(200);
    expect(localHostNames('::')).toContain('[::]');
  });
});

describe('hostNameOf', () => {
  it('reads the name of a Host header, and nothing from a broken one', () => {
    expect(hostNameOf('Example.com:8080')).toBe('example.com');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf(undefined)).toBe('');
    expect(hostNameOf('a b')).toBe('');
  });
});
