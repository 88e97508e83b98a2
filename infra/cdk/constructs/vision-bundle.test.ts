import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAppFunction } from '#tests/support/cdk/bundle-app-function';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { VISION_LAZY_MODULE } from '../../../functions/src/providers/vision-sdk';
import { renderImage } from '../../local/sandbox/images';
import { REPO_ROOT } from '../repo-paths';

const fixture = sandboxPerFile();

/** A header name google-gax sends with every call: where it is, the SDK's code is. */
const GAX_TEXT = 'x-goog-api-client';

/**
 * What a handler's bundle takes in (esbuild's own resolution, as CDK's bundling does), with `lazy` kept
 * external as `lazyModules` keeps them: the npm packages bundled, and the imports left to Node.
 */
async function bundleInputs(entry: string, lazy: string[] = []) {
  const { metafile } = await build({
    entryPoints: [join(REPO_ROOT, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*', ...lazy],
    logLevel: 'silent',
  });
  const inputs = Object.values(metafile.inputs);
  return {
    packages: new Set(
      Object.keys(metafile.inputs).flatMap(
        (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? [],
      ),
    ),
    visionImports: inputs.flatMap((input) =>
      input.imports.filter((imported) => imported.path.startsWith(VISION_LAZY_MODULE.name)),
    ),
  };
}

describe('the Cloud Vision SDK in the Lambda bundles', () => {
  let bundleDir = '';
  let remove = () => {};
  beforeAll(() => {
    ({ bundleDir, remove } = bundleAppFunction({
      entry: 'tests/fixtures/cdk/vision-bundle-fixture.ts',
      lazyModules: [VISION_LAZY_MODULE],
    }));
  }, 120_000);
  afterAll(() => remove());

  it("is kept out of the handler's bundle and bundled apart as the v1 client alone", () => {
    const lazy = join(bundleDir, 'node_modules', VISION_LAZY_MODULE.name, 'index.mjs');

    expect(readFileSync(join(bundleDir, 'index.mjs'), 'utf8')).not.toContain(GAX_TEXT);
    expect(readFileSync(lazy, 'utf8')).toContain(GAX_TEXT);
    // Without the package's index, its beta versions and generated message classes (3.2 MB with them).
    expect(statSync(lazy).size).toBeLessThan(2 * 1024 * 1024);
  });

  it('loads it when the bundled handler checks an image, on its REST transport, as on Lambda', async () => {
    // A copy outside the repository, as on Lambda: the repository's node_modules would answer the import too.
    const copy = mkdtempSync(join(tmpdir(), 'vision-bundle-'));
    cpSync(bundleDir, copy, { recursive: true });
    const event = {
      baseUrl: fixture.sandbox.visionBaseUrl,
      apiKey: fixture.sandbox.apiKey,
      image: renderImage('A bright photograph of a canoe on a lake', 0).toString('base64'),
    };
    const bundleUrl = pathToFileURL(join(copy, 'index.mjs')).href;
    const script = `const { handler } = await import(${JSON.stringify(bundleUrl)}); console.log('RESULT ' + JSON.stringify(await handler(${JSON.stringify(event)})));`;

    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      script,
    ]).finally(() => rmSync(copy, { recursive: true, force: true }));

    // The handler writes its EMF metric lines to stdout too, as on Lambda: the result is the marked line.
    const result = stdout.split('\n').find((line) => line.startsWith('RESULT '));
    expect(JSON.parse(result?.slice('RESULT '.length) ?? 'null')).toEqual({
      safe: true,
      labels: ['A canoe', 'Canoe', 'Lake', 'Sky', 'Landscape'],
    });
  }, 60_000);

  it('is imported on first use by the image step and the debug tester, and never by the API', async () => {
    const lazy = [VISION_LAZY_MODULE.name];
    const [imageStep, debugTester, api] = await Promise.all([
      bundleInputs('functions/src/handlers/pipeline/image-step-handler.ts', lazy),
      bundleInputs('functions/src/handlers/debug-tester.ts', lazy),
      bundleInputs('functions/src/handlers/api.ts'),
    ]);

    for (const step of [imageStep, debugTester]) {
      // One dynamic import of the name its lazy module is written under; no static one, which Node would
      // load at init (and could not resolve for a path inside the package, decision 059).
      expect(step.visionImports).toEqual([
        { path: VISION_LAZY_MODULE.name, kind: 'dynamic-import', external: true },
      ]);
      expect(step.packages).not.toContain('google-gax');
    }
    expect(api.visionImports).toEqual([]);
    expect(api.packages).not.toContain('@google-cloud/vision');
    expect(api.packages).not.toContain('google-gax');
  }, 60_000);
});
