import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { keywordPipelineDefinition } from '../../functions/src/pipeline/definition/keyword-pipeline-definition';
import { arnPlaceholder } from '../../functions/src/pipeline/definition/task-state';
import {
  EXECUTION_FAILED_HANDLER,
  PIPELINE_FUNCTIONS,
} from '../../functions/src/pipeline/pipeline-functions';
import { Alarms } from './constructs/alarms';
import { ApiBackend } from './constructs/api-backend';
import { AppSecrets } from './constructs/app-secrets';
import { DataStores } from './constructs/data-stores';
import { InsightsRefresh } from './constructs/insights-refresh';
import { KeywordPipeline } from './constructs/keyword-pipeline';
import { SpaSite } from './constructs/spa-site';
import { WebDistribution } from './constructs/web-distribution';
import type { StackConfig } from './stack-config';

/**
 * The workflow definition the local runner executes too, its tasks naming `${<id>Arn}` placeholders that the
 * state machine's DefinitionSubstitutions fill. Indented, so the console shows it readably.
 */
export const PIPELINE_DEFINITION = JSON.stringify(keywordPipelineDefinition(arnPlaceholder), null, 2);

/** Everything the product needs in one AWS account and region. */
export class KeywrightStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps & { config: StackConfig }) {
    super(scope, id, props);
    const { config } = props;
    const data = new DataStores(this, 'Data', { deletionProtection: config.deletionProtection });
    const secrets = new AppSecrets(this, 'Secrets', { retain: config.deletionProtection });

    // Addressed by name, so the API (behind the distribution) does not depend on the pipeline, whose
    // functions depend on the distribution's address: that would be a cycle.
    const stateMachineName = `${this.stackName}-keyword-pipeline`;
    const api = new ApiBackend(this, 'Api', {
      data,
      secrets,
      pipeline: StateMachine.fromStateMachineName(this, 'PipelineByName', stateMachineName),
      adminEmail: config.adminEmail,
      pipelineConcurrency: config.pipelineConcurrency,
      aiPrices: config.aiPrices,
    });

    const site = new SpaSite(this, 'Spa');
    const web = new WebDistribution(this, 'Web', {
      spaBucket: site.bucket,
      imagesBucket: data.imagesBucket,
      apiUrl: api.url,
      domain:
        config.domainName && config.certificateArn
          ? { name: config.domainName, certificateArn: config.certificateArn }
          : undefined,
    });

    const pipeline = new KeywordPipeline(this, 'Pipeline', {
      definition: PIPELINE_DEFINITION,
      functions: PIPELINE_FUNCTIONS,
      failureHandler: EXECUTION_FAILED_HANDLER,
      stateMachineName,
      data,
      secrets,
      imagesBaseUrl: web.url,
    });

    new InsightsRefresh(this, 'InsightsRefresh', { data, secrets });

    const alarms = new Alarms(this, 'Alarms', {
      api: api.function,
      pipeline: pipeline.stateMachine,
      failureHandler: pipeline.failureHandler,
      email: config.alarmEmail,
    });

    new CfnOutput(this, 'Url', { value: web.url, description: 'The dashboard' });
    new CfnOutput(this, 'AdminSecretArn', {
      value: secrets.adminPassword.secretArn,
      description: `Password of ${config.adminEmail}: aws secretsmanager get-secret-value --secret-id <this>`,
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: web.distribution.distributionDomainName,
      description: 'Target of the DNS record for a custom domain',
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarms.topic.topicArn });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: data.imagesBucket.bucketName });
  }
}
