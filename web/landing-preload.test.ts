// @vitest-environment jsdom
import type { Rolldown } from 'vite';
import { beforeEach, describe, expect, it } from 'vitest';
import { landingChunkFiles, landingPreloadScript } from './landing-preload';

const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;

// entry -> runtime; login route -> common -> runtime; dashboard route -> shell parts -> common.
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', ['/src/main.tsx'], ['assets/runtime.js'], true),
    chunk('assets/runtime.js', ['\0runtime'], []),
    chunk('assets/login-screen.js', ['/src/login-screen.tsx'], ['assets/common.js', 'assets/runtime.js']),
    chunk('assets/common.js', ['/mui/TextField.js'], ['assets/runtime.js']),
    chunk('assets/dashboard.js', ['/src/dashboard.tsx'], ['assets/shell-parts.js']),
    chunk('assets/shell-parts.js', ['/mui/Tooltip.js'], ['assets/common.js']),
    chunk('assets/settings.js', ['/src/settings.tsx'], ['assets/common.js']),
  ].map((file) => [file.fileName, file]),
) as Rolldown.OutputBundle;

describe('landingChunkFiles', () => {
  it("lists the chunks of a landing's modules and all they import, less what the entry loads", () => {
    expect(landingChunkFiles(BUNDLE, new Set(['/src/login-screen.tsx']))).toEqual([
      'assets/common.js',
      'assets/login-screen.js',
    ]);
    expect(landingChunkFiles(BUNDLE, new Set(['/src/dashboard.tsx', '/mui/Tooltip.js']))).toEqual([
      'assets/common.js',
      'assets/dashboard.js',
      'assets/shell-parts.js',
    ]);
  });

  it('lists nothing for modules no chunk holds', () => {
    expect(landingChunkFiles(BUNDLE, new Set(['/src/gone.tsx']))).toEqual([]);
  });
});

describe('landingPreloadScript', () => {
  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossorigin: link.getAttribute('crossorigin'),
    }));
  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    new Function(
      landingPreloadScript('/', { '/login': ['assets/login.js'], '/': ['assets/a.js', 'assets/b.js'] }),
    )();
  };

  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads the session check with the app's credentials and the path's chunks", () => {
    run('/');

    expect(links()).toEqual([
      { rel: 'preload', href: '/api/auth/user', as: 'fetch', crossorigin: 'use-credentials' },
      { rel: 'modulepreload', href: '/assets/a.js', as: null, crossorigin: '' },
      { rel: 'modulepreload', href: '/assets/b.js', as: null, crossorigin: '' },
    ]);
  });

  it('preloads only the session check on a path that is not a landing', () => {
    run('/settings');

    expect(links()).toEqual([
      { rel: 'preload', href: '/api/auth/user', as: 'fetch', crossorigin: 'use-credentials' },
    ]);
  });
});
