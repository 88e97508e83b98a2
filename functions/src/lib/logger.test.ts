import { afterEach, describe, expect, it, vi } from 'vitest';

/** The logger module as a Lambda container loads it, with these variables set. */
async function loggerWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./logger');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the logger on Lambda with the JSON log format', () => {
  it("keeps POWERTOOLS_LOG_LEVEL, not Lambda's application level, and leaves Lambda's variable alone", async () => {
    const { logger } = await loggerWith({
      AWS_LAMBDA_LOG_LEVEL: 'DEBUG',
      POWERTOOLS_LOG_LEVEL: 'WARN',
      POWERTOOLS_LOGGER_SAMPLE_RATE: '0',
    });
    expect(logger.getLevelName()).toBe('WARN');
    expect(process.env.AWS_LAMBDA_LOG_LEVEL).toBe('DEBUG');
  });

  it('switches a sampled invocation to DEBUG, which Lambda would refuse to set under its own level', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { logger, startInvocation } = await loggerWith({
      AWS_LAMBDA_LOG_LEVEL: 'DEBUG',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      POWERTOOLS_LOGGER_SAMPLE_RATE: '1',
    });
    startInvocation(undefined);
    startInvocation(undefined);
    expect(logger.getLevelName()).toBe('DEBUG');
    vi.restoreAllMocks();
  });

  it('decides again at each invocation: with no sampling the level stays as configured', async () => {
    const { logger, startInvocation } = await loggerWith({
      AWS_LAMBDA_LOG_LEVEL: 'DEBUG',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      POWERTOOLS_LOGGER_SAMPLE_RATE: '0',
    });
    startInvocation(undefined);
    startInvocation(undefined);
    expect(logger.getLevelName()).toBe('INFO');
  });
});
