// Before anything that builds a logger (see the module).
import './terminal-logs';
import { readLocalConfig } from './local-config';
import { exitOnStartFailure, startLocalServer, stopOnSignals } from './local-server';

/** `npm start`: the whole product on this machine, on embedded defaults, serving the built SPA. */
async function main() {
  const config = readLocalConfig(process.env);
  const server = await startLocalServer(config);
  stopOnSignals(server.stop);

  console.log(`\nKeywright is running at http://localhost:${server.port}`);
  console.log(
    server.stack.adminCreated
      ? `Sign in with ${config.admin.email} / ${config.admin.password} (the admin created on this first start)`
      : `Sign in with the admin created on the first start (${config.admin.email} / admin1234 unless ADMIN_PASSWORD said otherwise)`,
  );
  console.log(`Notification e-mail (the SES emulator's inbox): ${server.stack.sandbox.ses.endpoint}`);
  console.log(`Data folder: ${config.dataDir}. Stop with Ctrl+C.\n`);
}

main().catch(exitOnStartFailure);
