import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../infra/cdk/repo-paths';

/**
 * The modules of the API's bundle that Lambda evaluates at init: those the handler reaches by static
 * imports (esbuild's own resolution, as CDK's bundling does). What only an `import()` reaches is
 * evaluated on that call.
 */
function initModules(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (input: string) => {
    if (seen.has(input)) return;
    seen.add(input);
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (imported.kind !== 'dynamic-import' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

describe("the API's init (decision 062)", () => {
  let bundled: string[] = [];
  /** The modules with code in the bundle once esbuild has dropped what nothing calls. */
  let kept: string[] = [];
  let atInit = new Set<string>();
  beforeAll(async () => {
    const entry = 'functions/src/handlers/api.ts';
    const { metafile } = await build({
      entryPoints: [join(REPO_ROOT, entry)],
      absWorkingDir: REPO_ROOT,
      bundle: true,
      write: false,
      outfile: 'index.mjs',
      metafile: true,
      platform: 'node',
      format: 'esm',
      mainFields: ['module', 'main'],
      external: ['@aws-sdk/*'],
      logLevel: 'silent',
    });
    bundled = Object.keys(metafile.inputs);
    kept = Object.entries(metafile.outputs['index.mjs']?.inputs ?? {})
      .filter(([, output]) => output.bytesInOutput > 0)
      .map(([input]) => input);
    atInit = initModules(metafile, entry);
  });

  it('evaluates no route module: each group is imported on its first request', () => {
    const routes = bundled.filter((input) => input.startsWith('functions/src/api/routes/'));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((input) => atInit.has(input))).toEqual([]);
  });

  it('evaluates no schema module that only routes and pipeline steps use', () => {
    const routeOnly = [
      'meta-credentials',
      'revenue-source',
      'quality',
      'ai-budget',
      'keyword-input',
      'meta-insights',
      'meta-creative-refresh',
      'second-factors',
      'passkey-credentials',
    ];
    const schemas = routeOnly.map((name) => `shared/schemas/${name}.ts`);
    expect(schemas.filter((input) => bundled.includes(input))).toEqual(schemas);
    expect(schemas.filter((input) => atInit.has(input))).toEqual([]);
  });

  it('bundles no readability scorer: only the publish step scores articles', () => {
    expect(kept.filter((input) => input.includes('node_modules/text-readability/'))).toEqual([]);
  });
});
