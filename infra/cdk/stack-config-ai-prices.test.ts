import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';
import { PIPELINE_FUNCTIONS } from '../../functions/src/pipeline/pipeline-functions';
import { readStackConfig } from './stack-config';

const base = { stage: 'dev', adminEmail: 'ops@example.com' };

describe('the aiPrices context (decision 022)', () => {
  it('takes prices as JSON from `-c` or as an object from cdk.json', () => {
    const prices = { 'gpt-4.1-mini': { outputPerMillion: 1.2 } };
    const fromFlag = new App({ context: { ...base, aiPrices: JSON.stringify(prices) } });
    const fromFile = new App({ context: { ...base, aiPrices: prices } });
    expect(readStackConfig(fromFlag).aiPrices).toEqual(prices);
    expect(readStackConfig(fromFile).aiPrices).toEqual(prices);
    expect(readStackConfig(new App({ context: base })).aiPrices).toBeUndefined();
  });

  it('stops the synth naming a misspelt price field', () => {
    const app = new App({ context: { ...base, aiPrices: '{"gpt-4.1-mini":{"output":1}}' } });
    expect(() => readStackConfig(app)).toThrow(/^Invalid CDK context: aiPrices/);
  });

  it('gives the prices to the API and to every pipeline step, which price the AiCostUsd metric with them', () => {
    const prices = { 'gpt-4.1-mini': { outputPerMillion: 1.2 } };
    const template = synthStack({ aiPrices: prices });
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).map(
      (resource) => (resource.Properties.Environment?.Variables ?? {}) as Record<string, unknown>,
    );
    const priced = functions.filter((variables) => variables.AI_PRICES === JSON.stringify(prices));
    const services = priced.map((variables) => variables.POWERTOOLS_SERVICE_NAME).sort();
    expect(services).toEqual(
      ['keywright-api', ...PIPELINE_FUNCTIONS.map((fn) => `keywright-pipeline-${fn.id}`)].sort(),
    );
  });
});
