import { dirname, join } from 'node:path';

/** A POSIX shell word: `'...'`, any `'` inside closed, escaped and reopened. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * What a bundle needs to run CommonJS dependencies as an ES module, the main bundle and each lazy module
 * alike: they still call `require` and read `__dirname` and `__filename` (google-gax does, at load time),
 * which an ES module lacks.
 */
export const ESM_SHIMS = {
  banner: "import{createRequire}from'node:module';const require=createRequire(import.meta.url);",
  define: { __dirname: 'import.meta.dirname', __filename: 'import.meta.filename' },
};

/** A package the handler loads only by `import(name)`, and what its own bundle is built from. */
export interface LazyModule {
  /** What the code imports; its bundle is written as `node_modules/<name>/index.mjs`. */
  name: string;
  /** The module bundled under that name, when the code needs a part of the package alone; `name` if not. */
  entry?: string;
  /**
   * The names the bundle exports, for a CommonJS entry: esbuild cannot list a CommonJS module's exports,
   * so `export *` of one gives an ES module that exports nothing. Every export of `entry` without it.
   */
  exports?: readonly string[];
}

/** A lazy module given by its name alone: that package, every export. */
const asLazyModule = (module: string | LazyModule): LazyModule =>
  typeof module === 'string' ? { name: module } : module;

/** The names the lazy modules are imported by, which the main bundle keeps external. */
export const lazyModuleNames = (lazyModules: (string | LazyModule)[]) =>
  lazyModules.map((module) => asLazyModule(module).name);

/** The commands that copy `file` from the repository to the same path in the bundle's folder. */
const copyFile = (inputDir: string, outputDir: string, file: string) => {
  const target = join(outputDir, file);
  return `mkdir -p ${shellWord(dirname(target))} && cp ${shellWord(join(inputDir, file))} ${shellWord(target)}`;
};

/**
 * The commands that bundle a lazy module's entry on its own, minified, as `node_modules/<name>/index.mjs`
 * in the bundle's folder, where the main bundle's `import(name)` finds it as Node resolves any package.
 * The hook runs in the repository, from where esbuild resolves the entry named on its standard input.
 */
const bundleLazyModule = (
  inputDir: string,
  outputDir: string,
  { name, entry = name, exports }: LazyModule,
) => {
  const source = exports ? `export { ${exports.join(', ')} } from '${entry}';` : `export * from '${entry}';`;
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
    `--banner:js=${ESM_SHIMS.banner}`,
    ...Object.entries(ESM_SHIMS.define).map(([global, value]) => `--define:${global}=${value}`),
    '--sourcefile=lazy-module.mjs',
    '--log-level=warning',
    `--outfile=${join(target, 'index.mjs')}`,
  ];
  return [
    `mkdir -p ${shellWord(target)}`,
    `printf '%s' ${shellWord(manifest)} > ${shellWord(join(target, 'package.json'))}`,
    `printf '%s' ${shellWord(source)} | ${shellWord(esbuild)} ${options.map(shellWord).join(' ')}`,
  ].join(' && ');
};

/** The bundling hook that copies `files` and bundles `lazyModules` into the bundle's folder. */
export function afterBundlingHook(files: string[], lazyModules: (string | LazyModule)[]) {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) => [
      ...files.map((file) => copyFile(inputDir, outputDir, file)),
      ...lazyModules.map((module) => bundleLazyModule(inputDir, outputDir, asLazyModule(module))),
    ],
  };
}
