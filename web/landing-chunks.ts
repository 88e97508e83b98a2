import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The lazy route modules the two landing screens need for their first paint (paths under `web/src`),
 * by the chunk their dependencies go to. The keyword table has its own: it arrives after the dashboard's
 * heading (its LCP) and is not part of the signed-in shell's initial JavaScript budget.
 */
const LANDINGS = {
  'signed-out': ['features/auth/login-screen.tsx'],
  'signed-in': ['components/shell/app-shell.tsx', 'features/keywords/dashboard-screen.tsx'],
  'keywords-table-parts': ['features/keywords/components/table/keywords-table.tsx'],
} as const;

type Landing = keyof typeof LANDINGS;

/** Package entry points that re-export a whole library: walking their imports would take all of it. */
const BARREL = /node_modules[\\/]@mui[\\/](material|icons-material)[\\/](esm[\\/])?index\.m?js$/;
/** `import { Card, TextField } from '@mui/material'` in the transformed code (type imports are gone). */
const MUI_NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g;

/**
 * Puts the code each landing screen loads after the entry chunk into a few chunks: what both screens
 * share (`landing-common`), what only the signed-out or signed-in screen needs, and the keyword table's
 * own parts. Left alone, Rolldown cuts that code into one chunk per set of screens sharing a module: the
 * dashboard then waits on about 60 files and the login page on 20, and over HTTP/1.1 (the local server;
 * CloudFront speaks HTTP/2) each six of them cost a round trip (Lighthouse's slow 4G: 150 ms). The route
 * modules themselves keep their own small chunks and names (`tests/bench/bundles` finds them by name).
 * Only chunk boundaries change: a module a screen does not need is never moved into its chunks.
 */
export function landingChunks(webRoot: string) {
  const roots = new Map<string, Landing>();
  for (const [landing, paths] of Object.entries(LANDINGS) as [Landing, readonly string[]][]) {
    for (const path of paths) roots.set(join(webRoot, 'src', path), landing);
  }
  /** Which landings import each module statically, directly or not. */
  const landingsOf = new Map<string, Set<Landing>>();

  const plugin: Plugin = {
    name: 'keywright-landing-chunks',
    apply: 'build',
    // The module graph is complete here; chunks are cut afterwards, when the groups below ask.
    async buildEnd() {
      landingsOf.clear();
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
      for (const [root, landing] of roots) {
        if (!this.getModuleInfo(root)) this.error(`The landing route module ${root} is not in the build`);
        const pending = [root];
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
  };

  const landingsToGroup = (id: string) => (roots.has(id) ? undefined : landingsOf.get(id));
  // Higher priorities cut first, and a group takes its modules' dependencies along: a module both
  // landings need must be taken before a one-landing module can drag it into its own chunk.
  const groups = [
    {
      name: 'landing-common',
      priority: 3,
      test: (id: string) => {
        const landings = landingsToGroup(id);
        return !!landings && landings.size > 1 && landings.has('signed-out');
      },
    },
    // The shell's and the table's shared parts load with the shell, which always comes first.
    { name: 'signed-in', priority: 2, test: (id: string) => !!landingsToGroup(id)?.has('signed-in') },
    {
      name: (id: string) => {
        const landings = landingsToGroup(id);
        return landings?.size === 1 ? [...landings][0]! : null;
      },
      debugName: 'one-landing',
      priority: 1,
    },
  ];
  return { plugin, groups };
}
