import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static imports between Vite's chunks (`import{a}from"./x.js"`, `import"./x.js"`); not `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** The JavaScript a browser loads before it can show a screen: its chunks and everything they import. */
export interface InitialJs {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Measures the SPA's initial JavaScript per screen from a production build: a page's own scripts and
 * module preloads (`index.html`, or `login.html`, whose form works before the app loads), plus the lazy
 * route chunks named after the screen's modules (e.g. `login-screen`), each with the closure of its static
 * imports; and for every other screen, what opening it from the shell adds. Sizes are gzip at zlib's
 * default level.
 */
export function spaInitialJs(spaDir: string) {
  const assetsDir = join(spaDir, 'assets');
  const chunks = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  const read = (file: string) => readFileSync(join(assetsDir, file), 'utf8');
  const scriptsOf = (page: string) =>
    [...readFileSync(join(spaDir, page), 'utf8').matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map(
      (match) => match[1]!,
    );

  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of read(file).matchAll(STATIC_IMPORT)) visit(match[1]!);
    };
    roots.forEach(visit);
    return seen;
  };
  const chunkOf = (moduleName: string) => {
    const chunk = chunks.find((name) => new RegExp(`^${moduleName}-[\\w-]+\\.js$`).test(name));
    if (!chunk) throw new Error(`No chunk for ${moduleName} in ${assetsDir}`);
    return chunk;
  };
  const sizes = (files: string[]): InitialJs => {
    const contents = files.map((file) => readFileSync(join(assetsDir, file)));
    return {
      files,
      rawBytes: contents.reduce((sum, content) => sum + content.length, 0),
      gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content).length, 0),
    };
  };
  const load = (page: string, moduleNames: string[]) =>
    closure([...scriptsOf(page), ...moduleNames.map(chunkOf)]);
  const measure = (page: string, moduleNames: string[]) => sizes([...load(page, moduleNames)].sort());
  const SHELL = ['app-shell', 'dashboard-screen'];
  const shell = load('index.html', SHELL);
  /**
   * Each lazy screen (its module is named `*-screen`, but for `app/settings-page`): what opening it loads
   * beyond the signed-in shell.
   */
  const routes = Object.fromEntries(
    chunks
      .map((name) => /^(.+-screen|settings-page)-[\w-]+\.js$/.exec(name)?.[1])
      .filter(
        (name): name is string => name !== undefined && !SHELL.includes(name) && name !== 'login-screen',
      )
      .sort()
      .map((name) => [
        name,
        sizes([...load('index.html', [...SHELL, name])].filter((file) => !shell.has(file)).sort()),
      ]),
  );
  return {
    landings: {
      /** Before the login form can be used: login.html's own script (the app loads on first use). */
      login: measure('login.html', []),
      /** What the app loads when it takes the login form over. */
      'login, app taking over': measure('index.html', ['login-screen']),
      /** The signed-in landing page: the shell around the dashboard. */
      shell: measure('index.html', SHELL),
    },
    routes,
  };
}
