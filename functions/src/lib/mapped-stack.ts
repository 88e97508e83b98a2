import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** A stack frame's position in a JavaScript file: `/var/task/index.mjs:12:345` or its `file://` URL. */
const FRAME = /((?:file:\/\/)?\/[^\s():]+\.m?js):(\d+):(\d+)/g;

/** Each bundle's source map, read on the first error logged from it; null when it has none. */
const maps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null; // a file without a map beside it (Node's own, the runtime's SDK): left as it is
    }
    maps.set(file, map);
  }
  return map;
}

/**
 * The stack with the bundle's positions replaced by the TypeScript sources' (`functions/src/x.ts:12:5`),
 * read from the `.map` file beside the bundle when an error is logged. Node's `--enable-source-maps` does
 * the same for every stack but reads and parses the whole map at the function's init, which cost more
 * than the rest of the import on a cold start (decision 059). Unchanged when Node maps stacks itself.
 */
export function mappedStack(stack: string | undefined): string | undefined {
  if (!stack || process.sourceMapsEnabled) return stack;
  return stack.replace(FRAME, (frame, location: string, line: string, column: string) => {
    const file = location.startsWith('file://') ? fileURLToPath(location) : location;
    const origin = sourceMapOf(file)?.findOrigin(Number(line), Number(column));
    if (!origin || !('fileName' in origin)) return frame;
    // Sources are relative to the bundle's folder: what follows the `../` is the repository's path.
    const source = origin.fileName.replace(/^(?:\.\.\/)+/, '');
    return `${source}:${origin.lineNumber}:${origin.columnNumber}`;
  });
}
