import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXECUTION_FAILED_HANDLER, PIPELINE_FUNCTIONS } from './pipeline-functions';

describe('the pipeline functions', () => {
  const entries = [...PIPELINE_FUNCTIONS, { id: 'ExecutionFailed', ...EXECUTION_FAILED_HANDLER }];

  it('names handler modules that exist', () => {
    for (const fn of entries) {
      expect(existsSync(resolve(fn.entry)), fn.entry).toBe(true);
    }
  });

  it.each(entries)('$id exports its handler without needing its environment to load', async (fn) => {
    const module = (await import(resolve(fn.entry))) as Record<string, unknown>;

    expect(typeof module[fn.handler]).toBe('function');
  });
});
