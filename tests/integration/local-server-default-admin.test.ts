import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '#tests/support/test-stack';
import { startLocalServer } from '../../infra/local/local-server';

/** `npm start` on a HOST other machines reach, with a fresh data folder. */
let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function start(password: string) {
  dataDir = await mkdtemp(join(tmpdir(), 'kw-host-'));
  return startLocalServer({
    dataDir,
    host: '0.0.0.0',
    port: 0,
    admin: { email: 'admin@example.com', password },
    settings: { passwordCost: TEST_PASSWORD_COST },
    notifications: { deliveryTimer: false },
  });
}

describe('the local server on a network address', () => {
  it('refuses to start while the first admin has the default password, saying what to do', async () => {
    await expect(start('admin1234')).rejects.toThrow(
      /^Not starting on HOST=0\.0\.0\.0, which other machines can reach: the first admin \(admin@example\.com\) still has the default password admin1234\. .*set ADMIN_PASSWORD\.$/,
    );
  });

  it('starts with another ADMIN_PASSWORD', async () => {
    const server = await start('plum-violet-anchor');
    expect(server.port).toBeGreaterThan(0);
    await server.stop();
  });
});
