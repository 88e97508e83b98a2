/**
 * The source-file length check of `npm run lint`: a file longer than `MAX_LINES` holds more than one subject
 * and is split by subject, not trimmed. Run: `npx tsx tests/lint/file-length.ts` (from the repository root).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The most lines a source file may have. */
export const MAX_LINES = 300;

const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
/** Tests and generated files (such as a router's `routeTree.gen.ts`) may run longer. */
const EXEMPT = [/\.test\.tsx?$/, /^tests\//, /\.gen\.tsx?$/];

export interface SourceFile {
  path: string;
  text: string;
}

/** Whether the check applies to the file at this path (relative to the repository root). */
export const isCheckedSource = (path: string) =>
  SOURCE_FILE.test(path) && !EXEMPT.some((pattern) => pattern.test(path));

/** A file's line count, a last line without its newline included. */
export const lineCount = (text: string) =>
  (text.match(/\n/g)?.length ?? 0) + (text.length > 0 && !text.endsWith('\n') ? 1 : 0);

/** "path: N lines" for each checked file longer than `MAX_LINES`. */
export function overLongFiles(files: SourceFile[]): string[] {
  return files
    .filter((file) => isCheckedSource(file.path))
    .map((file) => ({ path: file.path, lines: lineCount(file.text) }))
    .filter((file) => file.lines > MAX_LINES)
    .map((file) => `${file.path}: ${file.lines} lines`);
}

/** The repository's files, tracked or new, that git does not ignore. */
function repositoryFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  });
  return [...new Set(listing.split('\0').filter(Boolean))];
}

function main() {
  const files = repositoryFiles()
    .filter(isCheckedSource)
    .flatMap((path) => {
      try {
        return [{ path, text: readFileSync(path, 'utf8') }];
      } catch {
        return []; // deleted from the work tree but not yet from the index
      }
    });
  const over = overLongFiles(files);
  if (over.length === 0) return;
  console.error(`Source files over ${MAX_LINES} lines: split each by subject.\n${over.join('\n')}`);
  process.exitCode = 1;
}

// Run as a script, not when the test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
