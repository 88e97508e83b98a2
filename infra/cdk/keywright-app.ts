import type { App } from 'aws-cdk-lib';
import { EdgeStack, edgeNames } from './edge-stack';
import { KeywrightStack } from './keywright-stack';
import type { StackConfig } from './stack-config';

/**
 * The app's two stacks: `Keywright-<stage>` wherever it is deployed, and its edge stack in us-east-1,
 * deployed first (`cdk deploy --all` orders them; deploying the app stack alone deploys the edge too).
 */
export function keywrightStacks(app: App, config: StackConfig, name = `Keywright-${config.stage}`) {
  const edge = new EdgeStack(app, edgeNames(name).stack, {
    appStackName: name,
    description: `Keywright's web ACL for CloudFront, in us-east-1 (${config.stage})`,
  });
  const main = new KeywrightStack(app, name, {
    config,
    description: `Keywright content and ad operations dashboard (${config.stage})`,
  });
  main.addDependency(edge, "it reads the web ACL's ARN the edge stack writes");
  return { edge, main };
}
