import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { REPO_ROOT } from '../../../infra/cdk/repo-paths';

/**
 * The gzip size of `tests/fixtures/web/framework-floor.ts` built as the SPA is (Vite, production): what
 * the signed-in landing page's JavaScript cannot go below while it keeps its framework and components.
 */
export async function spaFrameworkFloorBytes(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'kw-framework-floor-'));
  try {
    await build({
      configFile: false,
      root: REPO_ROOT,
      logLevel: 'silent',
      build: {
        outDir,
        rolldownOptions: {
          input: join(REPO_ROOT, 'tests/fixtures/web/framework-floor.ts'),
          // The fixture exports the components the page renders; an app build would drop them.
          preserveEntrySignatures: 'strict',
        },
      },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
