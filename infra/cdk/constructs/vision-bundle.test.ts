import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { renderImage } from '../../local/sandbox/images';
import { REPO_ROOT } from '../repo-paths';
import { AppFunction } from './app-function';

const fixture = sandboxPerFile();

/** The npm packages a handler's bundle takes in (esbuild's own resolution, as CDK's bundling does). */
async function bundledPackages(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [join(REPO_ROOT, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
  });
  return new Set(
    Object.keys(metafile.inputs).flatMap(
      (input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? [],
    ),
  );
}

describe('the Cloud Vision SDK in the Lambda bundles', () => {
  mkdirSync(join(REPO_ROOT, 'cdk.out'), { recursive: true });
  const outdir = mkdtempSync(join(REPO_ROOT, 'cdk.out', 'test-vision-'));
  let bundleFile = '';
  beforeAll(() => {
    const app = new App({ outdir });
    new AppFunction(new Stack(app, 'Vision'), 'Fixture', {
      entry: 'tests/fixtures/cdk/vision-bundle-fixture.ts',
      serviceName: 'fixture',
      timeout: Duration.seconds(30),
      memorySize: 1024,
    });
    app.synth();
    bundleFile = readdirSync(outdir)
      .map((name) => join(outdir, name, 'index.mjs'))
      .find((file) => existsSync(file))!;
  }, 120_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('loads in Node once bundled as CDK bundles it, and checks an image on its REST transport', async () => {
    const event = {
      baseUrl: fixture.sandbox.visionBaseUrl,
      apiKey: fixture.sandbox.apiKey,
      image: renderImage('A bright photograph of a canoe on a lake', 0).toString('base64'),
    };
    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundleFile).href)}); console.log('RESULT ' + JSON.stringify(await handler(${JSON.stringify(event)})));`;

    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);

    // The handler writes its EMF metric lines to stdout too, as on Lambda: the result is the marked line.
    const result = stdout.split('\n').find((line) => line.startsWith('RESULT '));
    expect(JSON.parse(result?.slice('RESULT '.length) ?? 'null')).toEqual({
      safe: true,
      labels: ['A canoe', 'Canoe', 'Lake', 'Sky', 'Landscape'],
    });
    // The v1 client alone, without the package's generated message classes: well inside a step's 2.5 MB.
    expect(statSync(bundleFile).size).toBeLessThan(2 * 1024 * 1024);
  }, 60_000);

  it('is bundled by the image step and the debug tester, and never by the API', async () => {
    const [imageStep, debugTester, api] = await Promise.all([
      bundledPackages('functions/src/handlers/pipeline/image-step-handler.ts'),
      bundledPackages('functions/src/handlers/debug-tester.ts'),
      bundledPackages('functions/src/handlers/api.ts'),
    ]);

    expect(imageStep).toContain('@google-cloud/vision');
    expect(debugTester).toContain('@google-cloud/vision');
    expect(api).not.toContain('@google-cloud/vision');
    expect(api).not.toContain('google-gax');
  }, 60_000);
});
