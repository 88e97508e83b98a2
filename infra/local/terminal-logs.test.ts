import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };
const savedTty = process.stdout.isTTY;

async function importWith(isTTY: boolean, env: Record<string, string> = {}) {
  delete process.env.POWERTOOLS_DEV;
  delete process.env.POWERTOOLS_METRICS_DISABLED;
  Object.assign(process.env, env);
  process.stdout.isTTY = isTTY;
  vi.resetModules();
  await import('./terminal-logs');
  return { dev: process.env.POWERTOOLS_DEV, metricsDisabled: process.env.POWERTOOLS_METRICS_DISABLED };
}

afterEach(() => {
  process.env = { ...saved };
  process.stdout.isTTY = savedTty;
});

describe('terminal logs', () => {
  it('indents the lines in a terminal and keeps the metrics on', async () => {
    expect(await importWith(true)).toEqual({ dev: 'true', metricsDisabled: 'false' });
  });

  it('leaves piped output as one JSON object per line', async () => {
    expect(await importWith(false)).toEqual({ dev: undefined, metricsDisabled: undefined });
  });

  it('keeps what the person set', async () => {
    expect(await importWith(true, { POWERTOOLS_DEV: 'false' })).toEqual({
      dev: 'false',
      metricsDisabled: undefined,
    });
    expect(await importWith(true, { POWERTOOLS_METRICS_DISABLED: 'true' })).toEqual({
      dev: 'true',
      metricsDisabled: 'true',
    });
  });
});
