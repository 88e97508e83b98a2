import { dirname, join } from 'node:path';

/** A POSIX shell word: `'...'`, any `'` inside closed, escaped and reopened. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * CommonJS dependencies bundled into an ES module still call `require` and read `__dirname` and
 * `__filename` (google-gax does, at load time), which an ES module lacks.
 */
export const ESM_BANNER =
  "import{createRequire}from'node:module';const require=createRequire(import.meta.url);";

/** The commands that copy `file` from the repository to the same path in the bundle's folder. */
const copyFile = (inputDir: string, outputDir: string, file: string) => {
  const target = join(outputDir, file);
  return `mkdir -p ${shellWord(dirname(target))} && cp ${shellWord(join(inputDir, file))} ${shellWord(target)}`;
};

/**
 * The commands that bundle package `name` on its own, minified, as `node_modules/<name>/index.mjs` in the
 * bundle's folder, where the main bundle's `import(name)` finds it as Node resolves any package. The hook
 * runs in the repository, from where esbuild resolves the package named on its standard input.
 */
const bundleLazyModule = (inputDir: string, outputDir: string, name: string) => {
  const target = join(outputDir, 'node_modules', name);
  const esbuild = join(inputDir, 'node_modules', '.bin', 'esbuild');
  const manifest = JSON.stringify({ name, type: 'module', exports: './index.mjs' });
  const options = [
    '--bundle',
    '--minify',
    '--platform=node',
    '--format=esm',
    '--target=node22',
    '--main-fields=module,main',
    '--external:@aws-sdk/*',
    `--banner:js=${ESM_BANNER}`,
    '--sourcefile=lazy-module.mjs',
    '--log-level=warning',
    `--outfile=${join(target, 'index.mjs')}`,
  ];
  return [
    `mkdir -p ${shellWord(target)}`,
    `printf '%s' ${shellWord(manifest)} > ${shellWord(join(target, 'package.json'))}`,
    `printf '%s' ${shellWord(`export * from '${name}';`)} | ${shellWord(esbuild)} ${options.map(shellWord).join(' ')}`,
  ].join(' && ');
};

/** The bundling hook that copies `files` and bundles `lazyModules` into the bundle's folder. */
export function afterBundlingHook(files: string[], lazyModules: string[]) {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) => [
      ...files.map((file) => copyFile(inputDir, outputDir, file)),
      ...lazyModules.map((name) => bundleLazyModule(inputDir, outputDir, name)),
    ],
  };
}
