import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
// `.js`: Vite's config loader follows it to the `.ts` file, as TypeScript does, without a warning.
import { landingChunks } from './landing-chunks.js';
import { prerenderLogin } from './prerender-login.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the web config. Exported so the local dev server (infra/local) can hand it to Vite's
 * `createServer` with `configFile: false` and its own API port.
 */
export function createViteConfig(apiPort: string | number = process.env.API_PORT ?? 3001): UserConfig {
  const apiTarget = `http://127.0.0.1:${apiPort}`;
  // The API owns sessions and images; the SPA only ever talks to it through these prefixes.
  // The Host header is kept (no changeOrigin, which Vite's string shorthand would turn on): the API's
  // same-origin check compares the browser's Origin with it.
  const target = { target: apiTarget, changeOrigin: false };
  const proxy = { '/api': target, '/images': target };
  const landing = landingChunks(webRoot);
  return {
    root: webRoot,
    plugins: [react(), landing.plugin, prerenderLogin(webRoot)],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically loads on every page anyway: keep it in one chunk.
          // Left alone, Rolldown splits off each module a lazy screen also imports (a dozen files), and the
          // pieces gzip ~7 KB worse than the whole. After it, the landing screens' own few chunks.
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: landing.groups.length + 1 },
              ...landing.groups,
            ],
          },
        },
      },
    },
    // `#shared/*` resolves outside `web/`, so the dev server must be allowed to read the whole repo.
    server: { proxy, fs: { allow: [repoRoot] } },
    preview: { proxy },
  };
}

export const viteConfig = createViteConfig();

export default defineConfig(viteConfig);
