import { join } from 'node:path';
import type { Plugin } from 'vite';
import { landingChunkFiles, landingPreloadScript } from './landing-preload.js';

/**
 * What the two landing screens load after the entry chunk for their first paint, by the chunk it goes to.
 * `routes` are lazy route modules: they keep their own small chunks and names (`tests/bench/bundles` finds
 * them by name) and only their dependencies move. `parts` are lazily loaded modules that move along. A
 * module several chunks need goes to the first of them in this order (each loads no later than the next),
 * except that what the login page shares with any other goes to `landing-common`.
 */
const LANDINGS = {
  'signed-out': { routes: ['./src/features/auth/login-screen.tsx'] },
  'signed-in': {
    routes: ['./src/components/shell/app-shell.tsx', './src/features/keywords/dashboard-screen.tsx'],
  },
  // Every signed-in screen's status tiles wait for it; the router asks for it with the shell.
  'status-tooltip': { parts: ['@mui/material/Tooltip'] },
  // After the dashboard's heading (its LCP), and outside the signed-in shell's JavaScript budget.
  'keywords-table-parts': { parts: ['./src/features/keywords/components/table/keywords-table.tsx'] },
} satisfies Record<string, { routes?: string[]; parts?: string[] }>;

type Landing = keyof typeof LANDINGS;
const ORDER = Object.keys(LANDINGS) as Landing[];
const COMMON = 'landing-common';

/** The landing paths and what each loads after the entry (the router asks for the same on its own). */
const LANDING_PATHS: Record<string, Landing[]> = {
  '/login': ['signed-out'],
  '/': ['signed-in', 'status-tooltip', 'keywords-table-parts'],
};

/** Package entry points that re-export a whole library: walking their imports would take all of it. */
const BARREL = /node_modules[\\/]@mui[\\/](material|icons-material)[\\/](esm[\\/])?index\.m?js$/;
/** `import { Card, TextField } from '@mui/material'` in the transformed code (type imports are gone). */
const MUI_NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g;

/**
 * Puts the code the landing screens load after the entry chunk into a few chunks (see `LANDINGS`). Left
 * alone, Rolldown cuts it into one chunk per set of screens sharing a module: the dashboard then waits on
 * about 60 files and the login page on 20, and over HTTP/1.1 (the local server; CloudFront speaks HTTP/2)
 * each six of them cost a round trip (Lighthouse's slow 4G: 150 ms). Only chunk boundaries change: a
 * module a screen does not need never moves into a chunk that screen loads.
 */
export function landingChunks(webRoot: string) {
  /** Which landings import each module statically, directly or not. */
  const landingsOf = new Map<string, Set<Landing>>();
  const routeModules = new Set<string>();
  /** Each landing's routes and parts, resolved. */
  const rootsOf = new Map<Landing, string[]>();
  let base = '/';
  let preloadFile = '';

  const plugin: Plugin = {
    name: 'keywright-landing-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // The module graph is complete here; chunks are cut afterwards, when the groups below ask.
    async buildEnd() {
      landingsOf.clear();
      routeModules.clear();
      rootsOf.clear();
      const importer = join(webRoot, 'index.html');
      const importsOf = async (id: string) => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        const direct = info.importedIds.filter((imported) => !BARREL.test(imported));
        const named = [...(info.code ?? '').matchAll(MUI_NAMED_IMPORT)].flatMap((match) =>
          match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
        );
        // Each component has its own entry (`@mui/material/Card`); the few names without one (`alpha`)
        // belong to the theme, which the entry chunk holds anyway.
        const resolved = await Promise.all(
          named.filter(Boolean).map((name) => this.resolve(`@mui/material/${name}`, id)),
        );
        return [...direct, ...resolved.flatMap((result) => (result ? [result.id] : []))];
      };
      for (const landing of ORDER) {
        const { routes = [], parts = [] }: { routes?: string[]; parts?: string[] } = LANDINGS[landing];
        const roots: string[] = [];
        for (const spec of [...routes, ...parts]) {
          const resolved = await this.resolve(spec, importer);
          if (!resolved || !this.getModuleInfo(resolved.id))
            this.error(`${spec} (${landing}) is not in the build`);
          roots.push(resolved.id);
          if (routes.includes(spec)) routeModules.add(resolved.id);
        }
        rootsOf.set(landing, [...roots]);
        const pending = roots;
        while (pending.length > 0) {
          const id = pending.pop()!;
          const landings = landingsOf.get(id) ?? new Set<Landing>();
          if (landings.has(landing)) continue;
          landings.add(landing);
          landingsOf.set(id, landings);
          pending.push(...(await importsOf(id)));
        }
      }
    },
    // Runs before Vite's HTML plugin writes index.html (user plugins come first), so the tag below knows
    // the script's hashed name.
    generateBundle(_options, bundle) {
      const filesByPath = Object.fromEntries(
        Object.entries(LANDING_PATHS).map(([path, landings]) => [
          path,
          landingChunkFiles(bundle, new Set(landings.flatMap((landing) => rootsOf.get(landing) ?? []))),
        ]),
      );
      const reference = this.emitFile({
        type: 'asset',
        name: 'landing-preload.js',
        source: landingPreloadScript(base, filesByPath),
      });
      preloadFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        // First in the head, so the browser finds it before the entry; async, so it never holds the entry.
        { tag: 'script', attrs: { src: `${base}${preloadFile}`, async: true }, injectTo: 'head-prepend' },
      ],
    },
  };

  const chunkOf = (id: string) => {
    const landings = landingsOf.get(id);
    if (!landings || routeModules.has(id)) return undefined;
    if (landings.has('signed-out') && landings.size > 1) return COMMON;
    return ORDER.find((landing) => landings.has(landing));
  };
  // Higher priorities cut first, and a group takes its modules' dependencies along: a module must be taken
  // by its own chunk before a later chunk's module can drag it into that one.
  const groups = [COMMON, ...ORDER].map((name, index, all) => ({
    name,
    priority: all.length - index,
    test: (id: string) => chunkOf(id) === name,
  }));
  return { plugin, groups };
}
