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
import { CostBudget } from './constructs/cost-budget';
import { DataStores } from './constructs/data-stores';
import { InsightsRefresh } from './constructs/insights-refresh';
import { KeywordPipeline } from './constructs/keyword-pipeline';
import { NotificationDelivery } from './constructs/notification-delivery';
import { OpsDashboard } from './constructs/ops-dashboard';
import { SpaSite } from './constructs/spa-site';
import { WebDistribution } from './constructs/web-distribution';
import { functionLogSettings, type StackConfig, sesIdentityOf } from './stack-config';

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
    const logs = functionLogSettings(config);
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
      logs,
      notificationEmailFrom: config.notificationEmailFrom,
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
      aiPrices: config.aiPrices,
      logs,
    });

    const insights = new InsightsRefresh(this, 'InsightsRefresh', {
      data,
      secrets,
      creativeWriter: api.debugTester,
      logs,
    });
    new NotificationDelivery(this, 'NotificationDelivery', {
      data,
      secrets,
      emailFrom: config.notificationEmailFrom,
      sesIdentity: sesIdentityOf(config),
      siteUrl: web.url,
      logs,
    });

    const alarms = new Alarms(this, 'Alarms', {
      api: api.function,
      pipeline: pipeline.stateMachine,
      table: data.table,
      distribution: web.distribution,
      apiLatencyP95Ms: config.apiLatencyP95Ms,
      email: config.alarmEmail,
    });
    new CostBudget(this, 'Cost', {
      monthlyUsd: config.monthlyBudgetUsd,
      topic: alarms.topic,
      topicPolicy: alarms.publishPolicy,
    });
    // Last, so its alarm grid holds every alarm made above.
    new OpsDashboard(this, 'Operations', {
      api: api.function,
      apiLatencyAlarm: alarms.apiLatencyP95,
      pipeline: pipeline.stateMachine,
      steps: pipeline.functions,
      table: data.table,
      distribution: web.distribution,
      deadLetterQueues: [pipeline.deadLetters, insights.deadLetters],
      staleInsightsAlarm: insights.staleDataAlarm,
      conditionalAlarms: [alarms.cloudFront5xxRate],
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
