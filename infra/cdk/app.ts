import { App } from 'aws-cdk-lib';
import { keywrightStacks } from './keywright-app';
import { readStackConfig } from './stack-config';

const app = new App();
keywrightStacks(app, readStackConfig(app));
