import { join } from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import { loginLoaderScript } from './login-loader.js';

const MARKUP_MODULE = 'src/features/auth/prerender/login-markup.tsx';

/** One match of `pattern` in the built index.html, or the build stops: a silent miss would ship a broken page. */
function only(html: string, pattern: RegExp, what: string): string {
  const found = html.match(pattern);
  if (found?.length !== 1) throw new Error(`prerender-login: expected one ${what} in index.html`);
  return found[0];
}

/**
 * Writes `login.html` beside index.html: the login screen rendered at build time, so the page paints its
 * form from the HTML alone and the form can be filled in (and posted, see `POST /api/login/form`) before
 * any script. The app's scripts are left out; `login-loader.js` fetches them once the person starts to use
 * the form. The CloudFront function and the local server answer `/login` with this file.
 */
export function prerenderLogin(webRoot: string): Plugin {
  return {
    name: 'keywright-prerender-login',
    apply: 'build',
    // After Vite's HTML plugin has put index.html in the bundle with its final tags.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is not in the bundle');
      const html = String(index.source);
      const entry = only(html, /<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/g, 'entry script');
      const preload = only(
        html,
        /<script src="[^"]+landing-preload[^"]*"[^>]*><\/script>/g,
        'preload script',
      );
      const src = (tag: string) => /src="([^"]+)"/.exec(tag)![1]!;

      const { module } = await runnerImport<typeof import('./src/features/auth/prerender/login-markup')>(
        join(webRoot, MARKUP_MODULE),
        { configFile: false, root: webRoot, mode: 'production', logLevel: 'error' },
      );
      const loader = this.emitFile({
        type: 'asset',
        name: 'login-loader.js',
        source: loginLoaderScript({ entry: src(entry), preload: src(preload) }),
      });
      const base = src(preload).slice(0, src(preload).lastIndexOf('assets/'));
      const page = html
        .replace(entry, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(preload, `<script src="${base}${this.getFileName(loader)}" async></script>`)
        .replace('<div id="root"></div>', `<div id="root">${module.renderLoginMarkup()}</div>`);
      this.emitFile({ type: 'asset', fileName: 'login.html', source: page });
    },
  };
}
