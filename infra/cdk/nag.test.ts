import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, testApp } from '#tests/support/cdk/synth';
import { keywrightStacks } from './keywright-app';
import type { StackConfig } from './stack-config';

interface ValidationReport {
  pluginReports: {
    violations: {
      ruleName: string;
      description: string;
      severity: string;
      violatingConstructs: { constructPath: string }[];
    }[];
  }[];
}

/**
 * Every finding of cdk-nag's AwsSolutions pack that no `Validations.of(...).acknowledge` excuses, in the
 * app stack and its edge stack, as `severity rule path: message` lines. CDK drops acknowledged findings
 * from its validation report and fails synthesis on the errors left, so the report is read whether
 * synthesis threw or not.
 */
function unacknowledgedFindings(overrides: Partial<StackConfig> = {}): string[] {
  const app = testApp();
  keywrightStacks(app, { ...TEST_CONFIG, ...overrides }, 'Test');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const reportFile = join(app.outdir, 'validation-report.json');
  try {
    app.synth();
  } catch (error) {
    if (!existsSync(reportFile)) throw error;
  }
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) =>
      violation.violatingConstructs.map(
        (construct) =>
          `${violation.severity} ${violation.ruleName} ${construct.constructPath}: ${violation.description}`,
      ),
    ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unacknowledged in the stack and its edge stack', () => {
    expect(unacknowledgedFindings()).toEqual([]);
  });

  it('finds nothing unacknowledged with a custom domain either', () => {
    expect(
      unacknowledgedFindings({
        domainName: 'keywright.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f4b5c2e-1111-2222-3333-444455556666',
      }),
    ).toEqual([]);
  });
});
