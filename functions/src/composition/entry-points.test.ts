import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXECUTION_FAILED_HANDLER, PIPELINE_FUNCTIONS } from '../pipeline/pipeline-functions';
import { systemClock } from '../ports/clock';
import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';
import { createWordPressClient } from '../providers/wordpress';
import { buildApi } from './entry-points/api';
import { buildCampaignLaunch } from './entry-points/campaign-launch';
import { buildDebugTester } from './entry-points/debug-tester';
import { buildExecutionFailed } from './entry-points/execution-failed';
import { buildInsightsRefresh } from './entry-points/insights-refresh';
import { buildNotificationDelivery } from './entry-points/notification-delivery';
import { buildStep } from './entry-points/pipeline-step';
import { lambdaFunctions } from './lambda/lambda-functions';
import { lambdaLaunches } from './lambda/lambda-launches';
import { lambdaPlatform } from './lambda/lambda-platform';
import { s3Blobs } from './lambda/s3-blobs';
import { sesEmail } from './lambda/ses-email';
import { sfnWorkflowStarter } from './lambda/sfn-workflow';
import { localPlatform } from './local/local-platform';
import { PIPELINE_STEPS } from './pipeline-steps';
import type { Platform } from './platform';

/** Every entry point: its builder, and the Lambda handler module (from the repository root) that calls it. */
const ENTRY_POINTS: Record<string, { build: (platform: Platform) => unknown; handler: string }> = {
  api: {
    build: (platform) => buildApi(platform, { clientAddress: () => '127.0.0.1', trustForwardedHost: false }),
    handler: 'functions/src/handlers/api.ts',
  },
  campaignLaunch: { build: buildCampaignLaunch, handler: 'functions/src/handlers/campaign-launch.ts' },
  insightsRefresh: { build: buildInsightsRefresh, handler: 'functions/src/handlers/insights-refresh.ts' },
  notificationDelivery: {
    build: (platform) =>
      buildNotificationDelivery(platform, { emailFrom: 'a@example.com', siteUrl: 'http://localhost' }),
    handler: 'functions/src/handlers/notification-delivery.ts',
  },
  executionFailed: { build: buildExecutionFailed, handler: EXECUTION_FAILED_HANDLER.entry },
  debugTester: { build: buildDebugTester, handler: 'functions/src/handlers/debug-tester.ts' },
  ...Object.fromEntries(
    PIPELINE_FUNCTIONS.map((fn) => [
      fn.id,
      { build: (platform: Platform) => buildStep(PIPELINE_STEPS[fn.id], platform), handler: fn.entry },
    ]),
  ),
};

const ROOT = join(import.meta.dirname, '../../..');
const HANDLERS_DIR = join(ROOT, 'functions/src/handlers');
const handlerFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? handlerFiles(join(dir, entry.name)) : [relative(ROOT, join(dir, entry.name))],
  );

/** What the CDK app gives the functions, all at once: each handler reads the part it asks for. */
const LAMBDA_ENV = {
  TABLE_NAME: 'table',
  IMAGES_BUCKET: 'bucket',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_SECRET_ARN: 'arn:admin',
  API_CREDENTIALS_SECRET_ARN: 'arn:api',
  WORDPRESS_CREDENTIALS_SECRET_ARN: 'arn:wordpress',
  WORDPRESS_SITES_SECRET_ARN: 'arn:wordpress-sites',
  META_CREDENTIALS_SECRET_ARN: 'arn:meta',
  WAREHOUSE_CREDENTIALS_SECRET_ARN: 'arn:warehouse',
  NOTIFICATION_CREDENTIALS_SECRET_ARN: 'arn:notification',
  NOTIFICATION_EMAIL_FROM: 'notifications@example.com',
  SITE_URL: 'https://example.com',
  STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:123456789012:stateMachine:pipeline',
  DEBUG_FUNCTION_NAME: 'debug-tester',
  LAUNCH_FUNCTION_NAME: 'campaign-launch',
  AWS_REGION: 'us-east-1',
};

const platforms: Record<string, () => Platform & { close?: () => void }> = {
  lambda: () =>
    lambdaPlatform(LAMBDA_ENV, {
      blobs: s3Blobs,
      workflow: sfnWorkflowStarter,
      email: sesEmail,
      functions: lambdaFunctions,
      launches: lambdaLaunches,
      upstream: {
        text: createTextGenerator,
        images: createImageGenerator,
        imageChecker: createImageChecker,
        wordpress: createWordPressClient,
      },
    }),
  local: () => {
    const endpoint = {
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    };
    return localPlatform(
      {
        dynamo: { ...endpoint, tableName: 'table' },
        s3: new S3Client(endpoint),
        bucket: 'bucket',
        ses: endpoint,
        secretsFile: '/nonexistent/secrets.json',
      },
      undefined,
      {
        clock: systemClock,
        workflow: { start: () => Promise.reject(new Error('no runner')) },
        launches: { start: () => Promise.reject(new Error('no runner')) },
      },
    );
  },
};

describe('the entry points', () => {
  beforeAll(() => {
    for (const [name, value] of Object.entries(LAMBDA_ENV)) vi.stubEnv(name, value);
  });
  afterAll(() => vi.unstubAllEnvs());

  it('are every Lambda handler, each exporting its handler', async () => {
    const listed = Object.values(ENTRY_POINTS).map((entry) => entry.handler);

    expect(handlerFiles(HANDLERS_DIR).sort()).toEqual([...listed].sort());
    for (const file of listed) {
      const module = (await import(join(ROOT, file))) as { handler?: unknown };
      expect(typeof module.handler, file).toBe('function');
    }
  });

  for (const [platformName, platformOf] of Object.entries(platforms))
    it(`each build on the ${platformName} platform`, () => {
      const platform = platformOf();
      try {
        for (const [name, entry] of Object.entries(ENTRY_POINTS))
          expect(entry.build(platform), `${name} on ${platformName}`).toBeTruthy();
      } finally {
        platform.close?.();
      }
    });
});
