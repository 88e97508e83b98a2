import { createServer } from 'vite';
import { createViteConfig } from '../../web/vite.config';
import { readLocalConfig } from './local-config';
import { exitOnStartFailure, startLocalServer, stopOnSignals } from './local-server';

/**
 * `npm run dev`: the API stack on API_PORT (default 3001) and Vite with hot reload on PORT (default 3000),
 * which proxies `/api` and `/images` to it.
 */
async function main() {
  const config = readLocalConfig(process.env);
  const apiPort = Number(process.env.API_PORT ?? 3001);
  const api = await startLocalServer({ ...config, port: apiPort, spaDir: undefined });
  const viteConfig = createViteConfig(apiPort);
  const vite = await createServer({
    ...viteConfig,
    configFile: false,
    server: { ...viteConfig.server, port: config.port, strictPort: true },
  });
  await vite.listen();
  stopOnSignals(async () => {
    await vite.close();
    await api.stop();
  });

  console.log(`\nKeywright (dev, hot reload) at http://localhost:${config.port}; API on port ${apiPort}`);
  console.log(
    `Sign in with ${config.admin.email} (password admin1234 unless ADMIN_PASSWORD said otherwise)\n`,
  );
}

main().catch(exitOnStartFailure);
