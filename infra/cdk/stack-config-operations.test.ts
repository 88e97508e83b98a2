import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';
import { REPO_ROOT } from './repo-paths';
import { readStackConfig, stackConfigSchema } from './stack-config';

const base = { stage: 'dev', adminEmail: 'ops@example.com' };
const read = (context: Record<string, unknown>) =>
  readStackConfig(new App({ context: { ...base, ...context } }));

describe('the operations context values', () => {
  it('default to a 100 USD budget, a 3 s API p95, 30-day logs at INFO with 1% of invocations at DEBUG', () => {
    expect(read({})).toMatchObject({
      monthlyBudgetUsd: 100,
      apiLatencyP95Ms: 3000,
      logRetentionDays: 30,
      logLevel: 'INFO',
      logSampleRate: 0.01,
    });
  });

  it('read `-c` strings as numbers', () => {
    expect(
      read({
        monthlyBudgetUsd: '250.5',
        apiLatencyP95Ms: '1500',
        logRetentionDays: '90',
        logSampleRate: '0',
      }),
    ).toMatchObject({
      monthlyBudgetUsd: 250.5,
      apiLatencyP95Ms: 1500,
      logRetentionDays: 90,
      logSampleRate: 0,
    });
  });

  it.each([
    [{ monthlyBudgetUsd: '0' }, /monthlyBudgetUsd: monthlyBudgetUsd must be above 0/],
    [{ monthlyBudgetUsd: 'lots' }, /monthlyBudgetUsd: monthlyBudgetUsd must be a number of US dollars/],
    [
      { logRetentionDays: '31' },
      /logRetentionDays: logRetentionDays must be one of 1, 3, 5, 7, 14, 30, 60, 90/,
    ],
    [{ logLevel: 'TRACE' }, /logLevel: /],
    [{ logSampleRate: '2' }, /logSampleRate: /],
    [{ apiLatencyP95Ms: '10' }, /apiLatencyP95Ms: /],
  ])('stop the synth on %j, naming it', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});

describe('the alarm targets and business thresholds', () => {
  it('default to a 20 USD AI day, 50 rule actions an hour and the 1,000 executions Lambda allows at first', () => {
    expect(read({})).toMatchObject({
      aiDailyBudgetUsd: 20,
      ruleActionsPerHour: 50,
      lambdaConcurrencyLimit: 1000,
      allowNoAlarmTarget: false,
      deployIgnoringAlarms: false,
    });
    expect(read({ deployIgnoringAlarms: 'true' })).toMatchObject({ deployIgnoringAlarms: true });
    expect(
      read({ aiDailyBudgetUsd: '7.5', ruleActionsPerHour: '12', lambdaConcurrencyLimit: '400' }),
    ).toMatchObject({
      aiDailyBudgetUsd: 7.5,
      ruleActionsPerHour: 12,
      lambdaConcurrencyLimit: 400,
    });
  });

  it('refuse a prod stack that would page nobody, saying how to name someone', () => {
    expect(() => read({ stage: 'prod' })).toThrow(
      /^Invalid CDK context: alarmEmail: a prod stack pages someone: set -c alarmEmail=/,
    );
    expect(read({ stage: 'prod', alarmEmail: 'oncall@example.com' })).toMatchObject({ stage: 'prod' });
    // For a synth that is never deployed (npm run synth in the tests).
    expect(read({ stage: 'prod', allowNoAlarmTarget: 'true' })).toMatchObject({ alarmEmail: undefined });
    expect(read({ stage: 'staging' })).toMatchObject({ alarmEmail: undefined });
  });

  it.each([
    [{ ticketEmail: 'nope' }, /ticketEmail: ticketEmail must be an email address/],
    [{ aiDailyBudgetUsd: '0' }, /aiDailyBudgetUsd: aiDailyBudgetUsd must be above 0/],
    [{ aiDailyBudgetUsd: 'lots' }, /aiDailyBudgetUsd: aiDailyBudgetUsd must be a number of US dollars/],
    [{ lambdaConcurrencyLimit: '5' }, /lambdaConcurrencyLimit: /],
    [
      { backupCopyVaultArn: 'arn:aws:s3:::bucket' },
      /backupCopyVaultArn: backupCopyVaultArn must be the ARN of a backup vault/,
    ],
  ])('stop the synth on %j, naming it', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});

describe('the concurrency reservations', () => {
  it('default to 20 executions kept for the API and at most 50 of each pipeline step', () => {
    expect(read({})).toMatchObject({ apiReservedConcurrency: 20, pipelineStepConcurrency: 50 });
    expect(
      read({ apiReservedConcurrency: '5', pipelineStepConcurrency: '2', lambdaConcurrencyLimit: '113' }),
    ).toMatchObject({ apiReservedConcurrency: 5, pipelineStepConcurrency: 2 });
  });

  it('refuse reservations that would leave Lambda fewer than 100 unreserved executions', () => {
    expect(() => read({ lambdaConcurrencyLimit: '300' })).toThrow(
      /pipelineStepConcurrency: apiReservedConcurrency \+ 4 x pipelineStepConcurrency must leave Lambda 100 unreserved/,
    );
  });

  it('reserve them on the API function and on every pipeline step function', () => {
    const template = synthStack({ apiReservedConcurrency: 30, pipelineStepConcurrency: 40 });
    const reserved = Object.values(template.findResources('AWS::Lambda::Function')).map(
      (fn) =>
        (fn as { Properties: { ReservedConcurrentExecutions?: number } }).Properties
          .ReservedConcurrentExecutions,
    );
    expect(reserved.filter((value) => value === 30)).toHaveLength(1);
    expect(reserved.filter((value) => value === 40)).toHaveLength(4);
  });
});

describe("the README's configuration table", () => {
  it('has a row for every context value the stack reads', () => {
    const rows = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(' | ')[0]!);
    for (const name of Object.keys(stackConfigSchema.shape)) {
      expect(
        rows.some((row) => row.includes(`\`${name}\``)),
        name,
      ).toBe(true);
    }
  });
});

describe('the log settings in the stack', () => {
  const template = synthStack({ logRetentionDays: 90, logLevel: 'WARN', logSampleRate: 0.05 });

  it('keep every function log group and the state machine execution logs for the configured days', () => {
    const retentions = Object.values(template.findResources('AWS::Logs::LogGroup')).map(
      (group) => group.Properties.RetentionInDays,
    );
    // Ten functions and the state machine.
    expect(retentions).toEqual(Array(11).fill(90));
  });

  it('give every function its level, debug sampling rate and the metrics namespace', () => {
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { POWERTOOLS_SERVICE_NAME: Match.anyValue() } } },
    });
    expect(Object.keys(functions)).toHaveLength(10);
    for (const fn of Object.values(functions)) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        POWERTOOLS_LOG_LEVEL: 'WARN',
        POWERTOOLS_LOGGER_SAMPLE_RATE: '0.05',
        POWERTOOLS_METRICS_NAMESPACE: 'Keywright',
      });
    }
  });
});
