import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { KeywrightStack } from '../../../infra/cdk/keywright-stack';
import { REPO_ROOT } from '../../../infra/cdk/repo-paths';
import { type StackConfig, stackConfigSchema } from '../../../infra/cdk/stack-config';

/** The feature flags `cdk.json` sets, so tests see the templates `cdk synth` makes. */
const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }
).context;

export const TEST_CONFIG: StackConfig = stackConfigSchema.parse({
  stage: 'test',
  adminEmail: 'ops@example.com',
});

/**
 * An app that skips asset bundling (CDK's `aws:cdk:bundling-stacks` switch, which `cdk synth -e` uses)
 * and the built-in CloudFormation validation (5 s of WebAssembly per synthesis): the templates are the
 * same, without an esbuild or Vite run per test. `npm run synth` bundles and validates for real.
 */
export const testApp = () =>
  new App({
    context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });

/** The whole stack's template with the test configuration, plus `overrides`. */
export function synthStack(overrides: Partial<StackConfig> = {}): Template {
  const stack = new KeywrightStack(testApp(), 'Test', { config: { ...TEST_CONFIG, ...overrides } });
  return Template.fromStack(stack);
}
