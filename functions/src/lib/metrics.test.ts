import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEmf } from '#tests/support/emf-capture';
import { emitMetric } from './metrics';

afterEach(() => vi.restoreAllMocks());

describe('emitMetric', () => {
  it('writes a metric without dimensions with one empty dimension set, as the EMF schema requires', () => {
    const lines = captureEmf();

    emitMetric('RunsStarted', 1, {});

    expect(lines).toHaveLength(1);
    expect(lines[0]!._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Keywright', Dimensions: [[]], Metrics: [{ Name: 'RunsStarted', Unit: 'Count' }] },
    ]);
    expect(lines[0]).toMatchObject({ RunsStarted: 1 });
  });

  it('writes exactly the listed dimensions, and the next metric starts from none', () => {
    const lines = captureEmf();

    emitMetric('AiCostUsd', 0.25, { Model: 'gpt-4.1-mini' });
    emitMetric('RuleEvaluations', 1, {});

    expect(lines.map((line) => line._aws.CloudWatchMetrics[0]!.Dimensions)).toEqual([[['Model']], [[]]]);
    expect(lines[0]).toMatchObject({ AiCostUsd: 0.25, Model: 'gpt-4.1-mini' });
    expect(lines[1]).not.toHaveProperty('Model');
  });
});
