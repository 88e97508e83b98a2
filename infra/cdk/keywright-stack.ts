import { Aspects, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
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
import { BusinessAlarms } from './constructs/business-alarms';
import { CampaignLaunches } from './constructs/campaign-launches';
import { CostBudget } from './constructs/cost-budget';
import { DataStores } from './constructs/data-stores';
import { parameterInRegion } from './constructs/edge-parameter';
import { RollbackAlarmsIgnored } from './constructs/function-deployment';
import { InsightsRefresh } from './constructs/insights-refresh';
import { KeywordPipeline } from './constructs/keyword-pipeline';
import { NotificationDelivery } from './constructs/notification-delivery';
import { OpsDashboard } from './constructs/ops-dashboard';
import { SiteCanaries } from './constructs/site-canaries';
import { SpaSite } from './constructs/spa-site';
import { WebDistribution } from './constructs/web-distribution';
import { EDGE_REGION, edgeNames } from './edge-stack';
import { functionLogSettings, type StackConfig, sesIdentityOf } from './stack-config';

/**
 * The workflow definition the local runner executes too, its tasks naming `${<id>Arn}` placeholders that the
 * state machine's DefinitionSubstitutions fill. Indented, so the console shows it readably.
 */
export const PIPELINE_DEFINITION = JSON.stringify(keywordPipelineDefinition(arnPlaceholder), null, 2);

/**
 * Everything the product needs in one AWS account and region, but the web ACL, which CloudFront takes
 * from us-east-1: its edge stack (`EdgeStack`, named by `edgeNames`) is deployed first and leaves the
 * ACL's ARN where this stack reads it.
 */
export class KeywrightStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps & { config: StackConfig }) {
    super(scope, id, props);
    const { config } = props;
    const logs = functionLogSettings(config);
    const edge = edgeNames(this.stackName);
    const data = new DataStores(this, 'Data', {
      deletionProtection: config.deletionProtection,
      backupCopyVaultArn: config.backupCopyVaultArn,
    });
    const secrets = new AppSecrets(this, 'Secrets', { retain: config.deletionProtection });
    // Before the API, which starts launches; it depends on nothing the API or the distribution makes.
    const launches = new CampaignLaunches(this, 'CampaignLaunches', { data, secrets, logs });

    // Addressed by name, so the API (behind the distribution) does not depend on the pipeline, whose
    // functions depend on the distribution's address: that would be a cycle.
    const stateMachineName = `${this.stackName}-keyword-pipeline`;
    const api = new ApiBackend(this, 'Api', {
      data,
      secrets,
      pipeline: StateMachine.fromStateMachineName(this, 'PipelineByName', stateMachineName),
      adminEmail: config.adminEmail,
      pipelineConcurrency: config.pipelineConcurrency,
      reservedConcurrency: config.apiReservedConcurrency,
      aiPrices: config.aiPrices,
      logs,
      notificationEmailFrom: config.notificationEmailFrom,
      apiLatencyP95Ms: config.apiLatencyP95Ms,
      launchFunction: launches.function,
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
      webAclArn: parameterInRegion(this, 'WebAclArn', edge.webAclArnParameter, EDGE_REGION),
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
      concurrency: config.pipelineConcurrency,
      stepConcurrency: config.pipelineStepConcurrency,
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

    const canaries = new SiteCanaries(this, 'Canaries', {
      siteUrl: web.url,
      retain: config.deletionProtection,
    });

    const alarms = new Alarms(this, 'Alarms', {
      table: data.table,
      distribution: web.distribution,
      lambdaConcurrencyLimit: config.lambdaConcurrencyLimit,
      alarmEmail: config.alarmEmail,
      ticketEmail: config.ticketEmail,
    });
    const business = new BusinessAlarms(this, 'Business', {
      aiDailyBudgetUsd: config.aiDailyBudgetUsd,
      ruleActionsPerHour: config.ruleActionsPerHour,
    });
    new CostBudget(this, 'Cost', {
      monthlyUsd: config.monthlyBudgetUsd,
      topic: alarms.topics.ticket,
      topicPolicy: alarms.topics.budgetPublishPolicy,
    });
    // Last, so its alarm grid holds every alarm made above.
    new OpsDashboard(this, 'Operations', {
      api: api.function,
      apiLatencyAlarm: api.latencyAlarm,
      pipeline: pipeline.stateMachine,
      steps: pipeline.functions,
      table: data.table,
      distribution: web.distribution,
      deadLetterQueues: [
        pipeline.deadLetters,
        pipeline.heldRuns.deadLetters,
        insights.deadLetters,
        api.debugDeadLetters,
        launches.deadLetters,
      ],
      staleInsightsAlarm: insights.staleDataAlarm,
      aiDailyCostAlarm: business.aiDailyCost,
      conditionalAlarms: [alarms.cloudFront5xxRate],
      webAclName: edge.webAcl,
      canaries: canaries.canaries,
    });

    if (config.deployIgnoringAlarms) Aspects.of(this).add(new RollbackAlarmsIgnored());

    new CfnOutput(this, 'Url', { value: web.url, description: 'The dashboard' });
    new CfnOutput(this, 'AdminSecretArn', {
      value: secrets.adminPassword.secretArn,
      description: `Password of ${config.adminEmail}: aws secretsmanager get-secret-value --secret-id <this>`,
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: web.distribution.distributionDomainName,
      description: 'Target of the DNS record for a custom domain',
    });
    new CfnOutput(this, 'PageTopicArn', { value: alarms.topics.page.topicArn });
    new CfnOutput(this, 'TicketTopicArn', { value: alarms.topics.ticket.topicArn });
    new CfnOutput(this, 'PipelineAliasArn', {
      value: pipeline.release.alias.ref,
      description: "Where executions start: the keyword pipeline's live alias",
    });
    new CfnOutput(this, 'CanaryCredentialsSecretArn', {
      value: canaries.credentials.secretArn,
      description: 'The read-only canary user: {"username": ..., "password": ...} (docs/operations.md)',
    });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: data.imagesBucket.bucketName });
  }
}
