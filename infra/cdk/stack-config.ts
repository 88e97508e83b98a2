import type { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';
import { aiPricesConfigSchema } from '#shared/economics/ai-prices';
import { PIPELINE_FUNCTIONS } from '../../functions/src/pipeline/pipeline-functions';
import { DEFAULT_LOG_SETTINGS, type FunctionLogSettings, LOG_LEVELS } from './constructs/app-function';

/**
 * Above the worked estimate of docs/operations.md for 1,000 keywords and 200 campaigns a month, so the
 * notice means something changed; AI providers bill apart and are not in it.
 */
const DEFAULT_MONTHLY_BUDGET_USD = 100;
/** Sign-in (scrypt) and a cold start stay under it; a p95 above it for 15 minutes is not the usual load. */
const DEFAULT_API_LATENCY_P95_MS = 3000;
/**
 * A day of AI calls at the default prices runs about 3 USD for 1,000 keywords a month, 13 with 3 variants
 * each (docs/operations.md): this leaves room for a large batch. Kept from before the in-app AI budget:
 * its limits start unset, so where admins set none this alarm is still the only guard.
 */
const DEFAULT_AI_DAILY_BUDGET_USD = 20;
/** Rules act on a handful of campaigns an hour; this many is a rule acting on everything, again and again. */
const DEFAULT_RULE_ACTIONS_PER_HOUR = 50;
/** Lambda's default concurrency quota per account and region (new accounts may have less: check it). */
const DEFAULT_LAMBDA_CONCURRENCY_LIMIT = 1000;
/** Executions kept for the API alone: sign-ins and screens go on whatever the pipeline does. */
const DEFAULT_API_RESERVED_CONCURRENCY = 20;
/**
 * The most executions of each pipeline step function at once: several runs side by side at the default
 * `pipelineConcurrency`, while the account keeps room for everything else.
 */
const DEFAULT_PIPELINE_STEP_CONCURRENCY = 50;
/** Lambda refuses a reservation that leaves the account fewer unreserved executions than this. */
const LAMBDA_MIN_UNRESERVED = 100;
/** The retention periods CloudWatch Logs accepts (never-expire left out: logs cost by the GB-month). */
const LOG_RETENTION_DAYS: number[] = Object.values(RetentionDays).filter(
  (days): days is number => typeof days === 'number' && days !== RetentionDays.INFINITE,
);

/** Deployment settings from `cdk.json` context or `-c name=value`, validated before anything is built. */
export const stackConfigSchema = z
  .object({
    stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage: lower-case letters, digits and dashes'),
    adminEmail: z.string().email('adminEmail must be an email address'),
    /** Keep the table and the secrets from being deleted by a stray `cdk destroy` (on by default). */
    deletionProtection: z.boolean().default(true),
    /** How many keywords the pipeline processes at once. */
    pipelineConcurrency: z.number().int().min(1).max(40).default(8),
    /** A custom domain for the site; needs `certificateArn`, and a DNS record pointing at CloudFront. */
    domainName: z.string().optional(),
    /** ACM certificate for `domainName`; CloudFront only takes certificates from us-east-1. */
    certificateArn: z
      .string()
      .startsWith('arn:aws:acm:us-east-1:', 'certificateArn must be an ACM certificate in us-east-1')
      .optional(),
    /** Who is paged, and ticketed unless `ticketEmail` says otherwise (SNS e-mail subscriptions to confirm). */
    alarmEmail: z.string().email('alarmEmail must be an email address').optional(),
    /** Who receives the ticket topic (and the budget's notices), when not `alarmEmail`. */
    ticketEmail: z.string().email('ticketEmail must be an email address').optional(),
    /** Lets a `prod` stack synthesise without `alarmEmail`: for a synth that is never deployed. */
    allowNoAlarmTarget: z.boolean().default(false),
    /** The account's monthly AWS cost budget in USD: notices at 80% spent and at 100% forecast. */
    monthlyBudgetUsd: z
      .number('monthlyBudgetUsd must be a number of US dollars')
      .positive('monthlyBudgetUsd must be above 0')
      .max(1_000_000, 'monthlyBudgetUsd must be at most 1000000')
      .default(DEFAULT_MONTHLY_BUDGET_USD),
    /**
     * AI spend (USD) over 24 hours above which its alarm fires: the AWS-side backstop of the in-app AI
     * budget (Settings > AI Budget), whose limits admins change at run time.
     */
    aiDailyBudgetUsd: z
      .number('aiDailyBudgetUsd must be a number of US dollars')
      .positive('aiDailyBudgetUsd must be above 0')
      .default(DEFAULT_AI_DAILY_BUDGET_USD),
    /** Campaign rule actions in an hour above which its alarm pages. */
    ruleActionsPerHour: z.number().int().min(1).default(DEFAULT_RULE_ACTIONS_PER_HOUR),
    /** The account's Lambda concurrency quota, which its concurrency alarm compares against. */
    lambdaConcurrencyLimit: z.number().int().min(10).default(DEFAULT_LAMBDA_CONCURRENCY_LIMIT),
    /** Executions reserved for the API function, so a large run can never starve it. */
    apiReservedConcurrency: z.number().int().min(1).default(DEFAULT_API_RESERVED_CONCURRENCY),
    /** Executions reserved for, and the most at once of, each pipeline step function. */
    pipelineStepConcurrency: z.number().int().min(1).default(DEFAULT_PIPELINE_STEP_CONCURRENCY),
    /** For one deploy: shift the aliases without the alarms that would roll them back (docs/operations.md). */
    deployIgnoringAlarms: z.boolean().default(false),
    /** A backup vault in another region that receives a copy of the table's daily backup. */
    backupCopyVaultArn: z
      .string()
      .regex(
        /^arn:aws[a-z-]*:backup:[a-z0-9-]+:\d{12}:backup-vault:[A-Za-z0-9_.-]+$/,
        'backupCopyVaultArn must be the ARN of a backup vault',
      )
      .optional(),
    /** The API's p95 latency (ms) above which its alarm fires, over 15 minutes. */
    apiLatencyP95Ms: z.number().int().min(100).max(30_000).default(DEFAULT_API_LATENCY_P95_MS),
    /** Days every function's log group keeps its lines; one of CloudWatch Logs' retention periods. */
    logRetentionDays: z
      .number()
      .refine((days) => LOG_RETENTION_DAYS.includes(days), {
        message: `logRetentionDays must be one of ${LOG_RETENTION_DAYS.join(', ')}`,
      })
      .default(DEFAULT_LOG_SETTINGS.retentionDays),
    /** The functions' Powertools log level. */
    logLevel: z.enum(LOG_LEVELS).default(DEFAULT_LOG_SETTINGS.level),
    /** Share of invocations logged at DEBUG whatever `logLevel` says, 0 to 1. */
    logSampleRate: z.number().min(0).max(1).default(DEFAULT_LOG_SETTINGS.debugSampleRate),
    /** AI prices replacing the defaults per model, as JSON; the API and the pipeline steps read it as `AI_PRICES` (decision 022). */
    aiPrices: aiPricesConfigSchema.optional(),
    /** The sender of notification e-mail (`Name <address>` or an address); needs a verified SES identity. */
    notificationEmailFrom: z.string().min(3).default('Keywright <notifications@example.com>'),
    /** The SES identity (domain or address) notification e-mail may be sent as; default: the sender's domain. */
    sesIdentity: z.string().min(3).optional(),
  })
  .refine((config) => (config.domainName === undefined) === (config.certificateArn === undefined), {
    message: 'domainName and certificateArn go together',
    path: ['domainName'],
  })
  .refine(
    (config) =>
      config.apiReservedConcurrency + PIPELINE_FUNCTIONS.length * config.pipelineStepConcurrency <=
      config.lambdaConcurrencyLimit - LAMBDA_MIN_UNRESERVED,
    {
      message: `apiReservedConcurrency + ${PIPELINE_FUNCTIONS.length} x pipelineStepConcurrency must leave Lambda ${LAMBDA_MIN_UNRESERVED} unreserved executions of lambdaConcurrencyLimit: lower them, or raise the account's quota and say so`,
      path: ['pipelineStepConcurrency'],
    },
  )
  .refine((config) => config.stage !== 'prod' || config.alarmEmail || config.allowNoAlarmTarget, {
    message:
      'a prod stack pages someone: set -c alarmEmail=oncall@example.com (and -c ticketEmail=... for tickets elsewhere), or -c allowNoAlarmTarget=true for a synth that is never deployed',
    path: ['alarmEmail'],
  });

export type StackConfig = z.infer<typeof stackConfigSchema>;

/** The SES identity notification e-mail is sent as: the configured one, else the sender address's domain. */
export const sesIdentityOf = (config: Pick<StackConfig, 'notificationEmailFrom' | 'sesIdentity'>) =>
  config.sesIdentity ??
  (/<([^>]+)>/.exec(config.notificationEmailFrom)?.[1] ?? config.notificationEmailFrom)
    .split('@')
    .pop()!
    .trim();

const readBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
const readJson = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
const readNumber = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : value);

/** Reads the context; `-c` values arrive as strings, so booleans and numbers are converted first. */
export function readStackConfig(app: App): StackConfig {
  const context = (name: string) => app.node.tryGetContext(name) as unknown;
  const result = stackConfigSchema.safeParse({
    stage: context('stage'),
    adminEmail: context('adminEmail'),
    deletionProtection: readBoolean(context('deletionProtection')),
    pipelineConcurrency: readNumber(context('pipelineConcurrency')),
    domainName: context('domainName'),
    certificateArn: context('certificateArn'),
    alarmEmail: context('alarmEmail'),
    ticketEmail: context('ticketEmail'),
    allowNoAlarmTarget: readBoolean(context('allowNoAlarmTarget')),
    aiDailyBudgetUsd: readNumber(context('aiDailyBudgetUsd')),
    ruleActionsPerHour: readNumber(context('ruleActionsPerHour')),
    lambdaConcurrencyLimit: readNumber(context('lambdaConcurrencyLimit')),
    apiReservedConcurrency: readNumber(context('apiReservedConcurrency')),
    pipelineStepConcurrency: readNumber(context('pipelineStepConcurrency')),
    backupCopyVaultArn: context('backupCopyVaultArn'),
    deployIgnoringAlarms: readBoolean(context('deployIgnoringAlarms')),
    monthlyBudgetUsd: readNumber(context('monthlyBudgetUsd')),
    apiLatencyP95Ms: readNumber(context('apiLatencyP95Ms')),
    logRetentionDays: readNumber(context('logRetentionDays')),
    logLevel: context('logLevel'),
    logSampleRate: readNumber(context('logSampleRate')),
    // From `-c` a JSON text, from cdk.json an object: both become the text the API reads.
    aiPrices: readJson(context('aiPrices')),
    notificationEmailFrom: context('notificationEmailFrom'),
    sesIdentity: context('sesIdentity'),
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid CDK context: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The functions' log settings the configuration names. */
export const functionLogSettings = (config: StackConfig): FunctionLogSettings => ({
  retentionDays: config.logRetentionDays as RetentionDays,
  level: config.logLevel,
  debugSampleRate: config.logSampleRate,
});
