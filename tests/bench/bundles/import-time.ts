import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { environmentOf } from './function-environment';
import type { BundledFunction } from './synthesize';

/** The import of a function's bundle in a fresh process with the function's variables: its init phase. */
export async function importTime(fn: BundledFunction): Promise<{ importMs: number; importCpuMs: number }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(import.meta.dirname, 'bundle-import.mjs')],
    {
      env: { ...environmentOf(fn), PATH: process.env.PATH, BENCH_BUNDLE: fn.bundleFile },
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { importMs: number; importCpuMs: number };
}
