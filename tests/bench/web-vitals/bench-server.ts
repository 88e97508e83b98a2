import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../../../infra/cdk/repo-paths';

const ADMIN = { email: 'admin@example.com', password: 'bench-admin-1234' };
/** A dashboard in use rather than an empty one: this many keywords in the table. */
const SEEDED_KEYWORDS = 10;

async function freePort() {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as { port: number };
  await new Promise((closed) => probe.close(closed));
  return port;
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`The server did not answer ${url} within 2 minutes`);
}

/**
 * `npm start`'s server (`infra/local/main.ts`) in a child process of its own, so its work never shares an
 * event loop with Lighthouse: a fresh data folder, a free port, the given SPA build.
 */
export async function startBenchServer(options: { dataDir: string; spaDir: string }) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn('npx', ['tsx', 'infra/local/main.ts'], {
    cwd: REPO_ROOT,
    detached: true, // its own process group: npx, tsx and node stop together
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SPA_DIR: options.spaDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  try {
    await waitUntilUp(`${origin}/login`, child);
  } catch (error) {
    await stop();
    throw error;
  }

  /** Signs the admin in through the API and seeds the dashboard; returns the session cookie. */
  const signInAndSeed = async () => {
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!login.ok || !cookie) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    for (let index = 1; index <= SEEDED_KEYWORDS; index++) {
      const created = await fetch(`${origin}/api/keywords`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ primaryTag: `trail running shoes ${index}`, secondaryTags: ['running'] }),
      });
      if (created.status !== 201)
        throw new Error(`Seeding failed: ${created.status} ${await created.text()}`);
    }
    return cookie;
  };

  return { origin, signInAndSeed, stop };
}
