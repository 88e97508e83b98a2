import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { AppFunction, type AppFunctionProps } from '../../../infra/cdk/constructs/app-function';
import { REPO_ROOT } from '../../../infra/cdk/repo-paths';

/**
 * Bundles `entry` as an `AppFunction`, as `cdk deploy` would, and returns the bundle's folder (holding
 * `index.mjs`) and a way to remove it. The folder is inside the repository, so the bundle's external
 * `@aws-sdk/*` imports resolve, as the runtime's do.
 */
export function bundleAppFunction(props: Pick<AppFunctionProps, 'entry' | 'files' | 'lazyModules'>) {
  mkdirSync(join(REPO_ROOT, 'cdk.out'), { recursive: true });
  const outdir = mkdtempSync(join(REPO_ROOT, 'cdk.out', 'test-bundle-'));
  const app = new App({ outdir });
  new AppFunction(new Stack(app, 'Bundle'), 'Fixture', {
    ...props,
    serviceName: 'fixture',
    timeout: Duration.seconds(3),
    memorySize: 128,
  });
  app.synth();
  const bundleDir = readdirSync(outdir)
    .map((name) => join(outdir, name))
    .find((dir) => existsSync(join(dir, 'index.mjs')));
  if (!bundleDir) throw new Error(`no bundle in ${outdir}`);
  return { bundleDir, remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** Runs the bundle's `handler()` in a fresh Node process and returns what it printed: its result as JSON. */
export async function runBundle(bundleDir: string): Promise<string> {
  const bundleUrl = pathToFileURL(join(bundleDir, 'index.mjs')).href;
  const script = `const { handler } = await import(${JSON.stringify(bundleUrl)}); console.log(JSON.stringify(await handler()));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return stdout;
}
