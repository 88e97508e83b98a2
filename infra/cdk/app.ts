import { App } from 'aws-cdk-lib';
import { KeywrightStack } from './keywright-stack';
import { readStackConfig } from './stack-config';

const app = new App();
const config = readStackConfig(app);
new KeywrightStack(app, `Keywright-${config.stage}`, {
  config,
  description: `Keywright content and ad operations dashboard (${config.stage})`,
});
