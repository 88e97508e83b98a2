import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { lockDataDir } from './data-dir-lock';
import { refuseDefaultAdminOffLoopback } from './default-admin-guard';
import { type LocalStackOptions, startLocalStack } from './local-stack';

// The SDK warns on every start that its 2027 releases need Node 22; the README already says so.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Claims the data folder, starts the stack and serves it over HTTP; `stop()` undoes all of it in order.
 * Refuses (`ConfigError`) to listen beyond loopback while the first admin has the default password.
 * Shared by `npm start` and `npm run dev`.
 */
export async function startLocalServer(options: LocalStackOptions & { port: number; host: string }) {
  mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = lockDataDir(options.dataDir);
  // Links in Slack messages and e-mail lead back to this server.
  const siteUrl = `http://localhost:${options.port}`;
  const notifications = { ...options.notifications, siteUrl };
  const stack = await startLocalStack({ ...options, notifications }).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const undo = async (error: unknown): Promise<never> => {
    await stack.close();
    releaseLock();
    throw error;
  };
  await refuseDefaultAdminOffLoopback(options.host, stack.deps.users, siteUrl).catch(undo);
  const server = serve({ fetch: stack.app.fetch, port: options.port, hostname: options.host });
  // Node closes an idle kept-alive connection after 5 s by default; a client that sends on it just then
  // gets ECONNRESET (seen in an e2e run's `PUT /local/wordpress-clock`). Waiting longer than the clients
  // leaves the closing to them.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  await new Promise<void>((ready, fail) => {
    server.once('listening', ready);
    server.once('error', fail);
  }).catch(undo);

  return {
    stack,
    port: (server.address() as AddressInfo).port,
    async stop() {
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await stack.close();
      releaseLock();
    },
  };
}

/** Stops cleanly on Ctrl+C or a service manager's SIGTERM, once. */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down...`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}

/** Prints a start-up failure plainly: a busy data folder or a bad setting needs no stack trace. */
export function exitOnStartFailure(error: unknown): never {
  const expected = error instanceof Error && ['DataDirInUseError', 'ConfigError'].includes(error.name);
  console.error(expected ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
}
