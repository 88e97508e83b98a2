import type { Rolldown } from 'vite';

/** The session check every route starts with (`authUserQueryOptions`); the app fetches it with cookies. */
export const SESSION_URL = '/api/auth/user';

/**
 * The chunks a landing path loads after the entry: the chunks holding its modules and what they import,
 * transitively, less the entry chunk and what it imports (which index.html already loads or preloads).
 */
export function landingChunkFiles(bundle: Rolldown.OutputBundle, moduleIds: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: Rolldown.OutputChunk[]) => {
    const found = new Set<string>();
    const pending = roots.map((chunk) => chunk.fileName);
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (found.has(file)) continue;
      found.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    return found;
  };
  const loadedWithEntry = withImports(chunks.filter((chunk) => chunk.isEntry));
  const own = withImports(chunks.filter((chunk) => chunk.moduleIds.some((id) => moduleIds.has(id))));
  return [...own].filter((file) => !loadedWithEntry.has(file)).sort();
}

/**
 * A small classic script, loaded `async` from index.html, that starts what the landing path will ask for
 * while the entry chunk is still downloading: the session check (every route's first request) and the
 * path's own chunks. Without it both wait for the entry to download and run (on slow 4G, about a second).
 * A file, not inline: the Content-Security-Policy allows scripts from the origin only.
 */
export function landingPreloadScript(base: string, filesByPath: Record<string, string[]>): string {
  const urls = Object.fromEntries(
    Object.entries(filesByPath).map(([path, files]) => [path, files.map((file) => `${base}${file}`)]),
  );
  return `(function () {
  function preload(attributes) {
    var link = document.createElement('link');
    for (var name in attributes) link.setAttribute(name, attributes[name]);
    document.head.appendChild(link);
  }
  // Same URL, mode and credentials as the app's own fetch, so the browser hands it this response.
  preload({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: ${JSON.stringify(SESSION_URL)} });
  var chunks = ${JSON.stringify(urls)}[location.pathname] || [];
  for (var k = 0; k < chunks.length; k++) preload({ rel: 'modulepreload', crossorigin: '', href: chunks[k] });
})();
`;
}
