import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { mappedStack } from './mapped-stack';

const folder = mkdtempSync(join(tmpdir(), 'kw-mapped-stack-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A stack thrown from a minified bundle with its map beside it, as a Lambda without source maps logs it. */
function stackFromBundle(): string {
  const source = join(folder, 'src', 'failing-step.ts');
  const bundle = join(folder, 'task', 'index.mjs');
  const lines = [
    'export function failingStep(input: string): never {',
    "  throw new Error('bad ' + input);",
    '}',
  ];
  buildSync({
    stdin: { contents: lines.join('\n'), sourcefile: source, loader: 'ts' },
    outfile: bundle,
    format: 'esm',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
  });
  writeFileSync(
    join(folder, 'run.mjs'),
    `import('${bundle}').then((m) => { try { m.failingStep('x') } catch (e) { console.log(e.stack) } })`,
  );
  return execFileSync(process.execPath, [join(folder, 'run.mjs')], { encoding: 'utf8' });
}

describe('mappedStack', () => {
  it("names the TypeScript source and line of the bundle's frames, and leaves the others alone", () => {
    const stack = stackFromBundle();
    expect(stack).toMatch(/index\.mjs:1:\d+/);

    const mapped = mappedStack(stack)!;

    // The function keeps its minified name; its place is the source's.
    expect(mapped).toMatch(/at \S+ \(\S*src\/failing-step\.ts:2:\d+\)/);
    expect(mapped).not.toContain('index.mjs');
    expect(mapped).toContain('run.mjs'); // no map beside it
    expect(mapped.split('\n')[0]).toBe('Error: bad x');
  });

  it("gives the logger's error lines the source's location and stack", () => {
    const error = new Error('bad x');
    error.stack = stackFromBundle();
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logger.error('Pipeline step failed', { error });
    const written = String(write.mock.calls.at(-1)?.[0]);
    write.mockRestore();

    const line = JSON.parse(written) as { error: { location: string; stack: string } };
    expect(line.error.location).toMatch(/src\/failing-step\.ts:2$/);
    expect(line.error.stack).not.toContain('index.mjs');
  });

  it('passes through a missing stack', () => {
    expect(mappedStack(undefined)).toBeUndefined();
  });
});
