import type { App } from 'aws-cdk-lib';
import * as z from 'zod';
import { aiPricesConfigSchema } from '#shared/ai-prices';

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
    /** Who receives the alarms (an SNS email subscription to confirm). */
    alarmEmail: z.string().email('alarmEmail must be an email address').optional(),
    /** AI prices replacing the defaults per model, as JSON; the API reads it as `AI_PRICES` (decision 022). */
    aiPrices: aiPricesConfigSchema.optional(),
  })
  .refine((config) => (config.domainName === undefined) === (config.certificateArn === undefined), {
    message: 'domainName and certificateArn go together',
    path: ['domainName'],
  });

export type StackConfig = z.infer<typeof stackConfigSchema>;

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
    // From `-c` a JSON text, from cdk.json an object: both become the text the API reads.
    aiPrices: readJson(context('aiPrices')),
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid CDK context: ${problems.join('; ')}`);
  }
  return result.data;
}
