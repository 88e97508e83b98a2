import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { KeywrightStack } from '../../../infra/cdk/keywright-stack';
import { stackConfigSchema } from '../../../infra/cdk/stack-config';

/** One Lambda of the synthesized app, with the bundle `cdk deploy` would upload. */
export interface BundledFunction {
  /** Construct path, e.g. `Api/Function`. */
  name: string;
  bundleFile: string;
  /** The packages bundled apart beside it, loaded on first use (`AppFunction`'s `lazyModules`). */
  lazyModules: { name: string; bytes: number }[];
  memorySize: number;
  environment: Record<string, unknown>;
}

interface TemplateResource {
  Type: string;
  Properties?: { MemorySize?: number; Environment?: { Variables?: Record<string, unknown> } };
  Metadata?: Record<string, string>;
}

/** The lazy modules in a bundle's folder: `node_modules/<name>/index.mjs`, scoped names included. */
function lazyModulesBeside(bundleFile: string): { name: string; bytes: number }[] {
  const root = join(dirname(bundleFile), 'node_modules');
  if (!existsSync(root)) return [];
  const names = readdirSync(root).flatMap((entry) =>
    entry.startsWith('@') ? readdirSync(join(root, entry)).map((name) => `${entry}/${name}`) : [entry],
  );
  return names
    .filter((name) => existsSync(join(root, name, 'index.mjs')))
    .map((name) => ({ name, bytes: statSync(join(root, name, 'index.mjs')).size }));
}

/**
 * Synthesizes the CDK app into `outdir` exactly as `npm run synth` does (esbuild bundles every function,
 * Vite builds the SPA), and returns where each function's bundle and the built SPA are.
 */
export function synthesizeApp(outdir: string): { functions: BundledFunction[]; spaDir: string } {
  // Validation is `npm run synth`'s job; here it would only add seconds.
  const app = new App({
    outdir,
    context: { 'aws:cdk:enable-asset-metadata': true, 'aws:cdk:enable-path-metadata': true },
    builtinCloudFormationValidation: false,
  });
  const config = stackConfigSchema.parse({ stage: 'bench', adminEmail: 'bench@example.com' });
  const stack = new KeywrightStack(app, 'Bench', { config });
  const assembly = app.synth();
  const template = assembly.getStackByName(stack.stackName).template as {
    Resources: Record<string, TemplateResource>;
  };

  const functions = Object.values(template.Resources).flatMap((resource) => {
    const assetPath = resource.Metadata?.['aws:asset:path'];
    if (resource.Type !== 'AWS::Lambda::Function' || !assetPath) return [];
    const bundleFile = join(outdir, assetPath, 'index.mjs');
    if (!existsSync(bundleFile)) return []; // CDK's own helper functions (bucket deployment, auto-delete)
    return [
      {
        name: resource.Metadata!['aws:cdk:path']!.replace(/^Bench\//, '').replace(/\/Resource$/, ''),
        bundleFile,
        lazyModules: lazyModulesBeside(bundleFile),
        memorySize: resource.Properties?.MemorySize ?? 128,
        environment: resource.Properties?.Environment?.Variables ?? {},
      },
    ];
  });

  const spaDir = readdirSync(outdir)
    .map((name) => join(outdir, name))
    .find((dir) => existsSync(join(dir, 'index.html')));
  if (!spaDir) throw new Error('The synthesized app holds no SPA build');
  return { functions, spaDir };
}
