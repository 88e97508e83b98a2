import { join } from 'node:path';
import { type Handler, requestUrl } from './http-kit';
import type { KnobBoard } from './knobs';
import { createWordPressHandler } from './wordpress-server';
import { openWordPressStore, type WordPressStore } from './wordpress-store';

/** `/sites/<slug>/...`: a further sandbox site, its own posts, media, user and application password. */
const SITE_PATH = /^\/sites\/([a-z0-9-]{1,40})(\/.*)?$/;

interface SandboxSite {
  store: WordPressStore;
  handler: Handler;
}

/**
 * The WordPress sandbox's sites: the primary one at the server's root, and any number more, each at a path
 * of its own (`<root>/sites/<slug>`), opened on first use and kept under `dataDir/sites/<slug>`. A site at a
 * path is a whole site as far as a client can tell: the REST API, its pages and its uploads live under it.
 */
export function createSandboxSites(options: {
  board: KnobBoard;
  dataDir: string;
  primary: Handler;
  rootUrl: () => string;
  /** The sandbox's clock, shared by every site. */
  now: () => number;
}) {
  const opened = new Map<string, Promise<SandboxSite>>();
  const siteUrl = (slug: string) => `${options.rootUrl()}/sites/${slug}`;

  function open(slug: string): Promise<SandboxSite> {
    let site = opened.get(slug);
    if (!site) {
      site = openWordPressStore(join(options.dataDir, 'sites', slug)).then((store) => ({
        store,
        handler: createWordPressHandler(options.board, store, () => siteUrl(slug), options.now),
      }));
      opened.set(slug, site);
    }
    return site;
  }

  return {
    handler: (async (request, response) => {
      const url = requestUrl(request);
      const match = SITE_PATH.exec(url.pathname);
      if (!match) return options.primary(request, response);
      const site = await open(match[1]!);
      // The site sees the request as a root site would.
      request.url = `${match[2] ?? '/'}${url.search}`;
      return site.handler(request, response);
    }) satisfies Handler,

    /** The credentials of the sandbox site at `slug` (opened when new), as Settings would save them. */
    async credentials(slug: string) {
      const { store } = await open(slug);
      return {
        siteUrl: siteUrl(slug),
        username: store.state.user.username,
        appPassword: store.state.appPassword,
      };
    },

    /** The posts of the sandbox site at `slug`, as stored. */
    async posts(slug: string) {
      return (await open(slug)).store.state.posts;
    },

    async save() {
      await Promise.all([...opened.values()].map(async (site) => (await site).store.save()));
    },
  };
}
