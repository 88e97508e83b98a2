import { execFile, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, testApp } from '#tests/support/cdk/synth';
import { keywrightStacks } from './keywright-app';
import { REPO_ROOT } from './repo-paths';

/** What `cfn-lint --format json` reports per finding. */
interface LintMatch {
  Level: 'Error' | 'Warning' | 'Informational';
  Rule: { Id: string };
  Message: string;
  Location: { Path: (string | number)[]; Filename: string };
}

const installed = spawnSync('cfn-lint', ['--version']).status === 0;
/** In CI the lint is part of the gate: a missing cfn-lint fails the run instead of skipping it. */
const required = Boolean(process.env.CI);
if (!installed && !required) {
  console.info(
    'Skipping the cfn-lint test: cfn-lint is not on PATH (pip install cfn-lint, then run it again).',
  );
}

/**
 * The app's templates (each configuration's app stack and edge stack), as `cdk synth` writes them into the
 * app's temporary output folder: the default configuration, and every optional resource on (alarm
 * e-mails, custom domain, a backup copy elsewhere).
 */
function synthesizedTemplates(): string[] {
  const variants = {
    Defaults: TEST_CONFIG,
    Everything: {
      ...TEST_CONFIG,
      alarmEmail: 'oncall@example.com',
      ticketEmail: 'ops@example.com',
      backupCopyVaultArn: 'arn:aws:backup:eu-central-1:123456789012:backup-vault:keywright-copies',
      domainName: 'keywright.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f4b5c2e-1111-2222-3333-444455556666',
    },
  };
  const app = testApp();
  for (const [name, config] of Object.entries(variants)) keywrightStacks(app, config, `Keywright-${name}`);
  const assembly = app.synth();
  return assembly.stacks.map((stack) => join(assembly.directory, stack.templateFile));
}

describe.skipIf(!installed && !required)('cfn-lint', () => {
  it('finds no error and no warning that .cfnlintrc does not ignore with its reason', {
    timeout: 180_000,
  }, async () => {
    expect(
      installed,
      'cfn-lint must be on PATH where CI is set (pip install cfn-lint): the lint is never skipped there',
    ).toBe(true);
    const templates = synthesizedTemplates();
    expect(templates).toHaveLength(4);
    // From the repository root, so cfn-lint reads the .cfnlintrc there, as a person running it does.
    const { stdout } = await promisify(execFile)(
      'cfn-lint',
      ['--format', 'json', '--non-zero-exit-code', 'none', ...templates],
      { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    const findings = (JSON.parse(stdout) as LintMatch[]).map(
      (match) => `${match.Level} ${match.Rule.Id} ${match.Location.Path.join('/')}: ${match.Message}`,
    );
    expect(findings).toEqual([]);
  });
});
