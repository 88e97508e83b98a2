import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { isIP } from 'node:net';

/** The names a browser on this machine reaches a loopback port by. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

const REFUSAL =
  'Misdirected request: this local service answers only at localhost, 127.0.0.1, [::1] or HOST.\n';

/**
 * The Host names a local service answers to: the loopback names and the configured `HOST` (an IPv6
 * address in brackets, as a Host header carries it).
 */
export function localHostNames(configuredHost?: string): string[] {
  if (!configuredHost) return LOOPBACK_NAMES;
  const name = isIP(configuredHost) === 6 ? `[${configuredHost}]` : configuredHost;
  return [...new Set([...LOOPBACK_NAMES, name.toLowerCase()])];
}

/** A Host header's name without its port, in lower case; '' when missing or unreadable. */
export function hostNameOf(header: string | undefined): string {
  if (!header || !URL.canParse(`http://${header}`)) return '';
  return new URL(`http://${header}`).hostname.toLowerCase();
}

/**
 * Makes a server answer only requests sent to one of `hostNames`; any other Host gets 421 and a short text.
 * A page at a name its owner points at 127.0.0.1 (DNS rebinding) reaches a loopback port as its own origin
 * and reads the answers, so without this any site that finds the port could read and write the local
 * database, the inbox or the sandboxes. Wraps the request listeners the server has now, so it serves the
 * emulators' own servers (dynalite, s3rver, the SES emulator) as well as ours.
 */
export function refuseForeignHosts(server: Server, hostNames: readonly string[]): void {
  const allowed = new Set(hostNames.map((name) => name.toLowerCase()));
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (allowed.has(hostNameOf(request.headers.host))) {
      for (const listener of listeners) listener.call(server, request, response);
      return;
    }
    response.writeHead(421, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(REFUSAL),
      connection: 'close',
    });
    response.end(REFUSAL);
  });
}
