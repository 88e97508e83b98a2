import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { startSecretsManagerDouble } from '#tests/support/secrets-manager-double';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createInsightsStore } from '../../functions/src/adapters/dynamodb/insights/insights-store';
import { createProcessingLauncher } from '../../functions/src/domain/processing/processing-launcher';
import { systemClock } from '../../functions/src/ports/clock';
import { TABLE_DEFINITION } from '../../infra/data-definitions';

/**
 * The functions nobody calls over HTTP, run as AWS runs them: their handler, their environment, the
 * table on dynalite and Secrets Manager answering for the secrets the CDK app created empty.
 */
type Handler = (event: unknown) => Promise<unknown>;
const secretArn = (name: string) => `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}`;
let t: TestStack;
let secrets: Awaited<ReturnType<typeof startSecretsManagerDouble>>;

beforeAll(async () => {
  // The Lambda entry points read the system's clock, as on AWS: the stack under them does too.
  t = await startTestStack({ clock: systemClock });
  secrets = await startSecretsManagerDouble({
    [secretArn('notification')]: JSON.stringify({ slackWebhookUrl: t.stack.sandbox.slack.webhookUrl }),
  });
  vi.stubEnv('TABLE_NAME', TABLE_DEFINITION.localName);
  vi.stubEnv('META_CREDENTIALS_SECRET_ARN', secretArn('meta'));
  vi.stubEnv('WAREHOUSE_CREDENTIALS_SECRET_ARN', secretArn('warehouse'));
  vi.stubEnv('WORDPRESS_CREDENTIALS_SECRET_ARN', secretArn('wordpress'));
  vi.stubEnv('WORDPRESS_SITES_SECRET_ARN', secretArn('wordpress-sites'));
  vi.stubEnv('DEBUG_FUNCTION_NAME', 'keywright-debug-tester');
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', t.stack.dynamoEndpoint);
  vi.stubEnv('AWS_ENDPOINT_URL_SECRETS_MANAGER', secrets.endpoint);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
  await secrets.close();
});

describe('the scheduled insights refresh function', () => {
  it('reads its secrets, and with nothing saved completes a run that stores no figures', async () => {
    const { handler } = (await import('../../functions/src/handlers/insights-refresh')) as {
      handler: Handler;
    };

    const outcome = await handler({ kind: 'recent' });

    expect(outcome).toMatchObject({ status: 'done', pending: 0 });
    expect(secrets.reads).toEqual(expect.arrayContaining([secretArn('meta'), secretArn('warehouse')]));
    expect(await createInsightsStore(t.stack.table).state()).toMatchObject({ pending: [] });
  });
});

describe('the pipeline failure handler', () => {
  it('marks the keywords of a timed-out execution’s run Error and closes the run', async () => {
    const { handler } = (await import('../../functions/src/handlers/pipeline-execution-failed')) as {
      handler: Handler;
    };
    const { keywords, runs } = t.stack.deps;
    const { created } = await keywords.create([
      { masterKeyword: 'canoe paddles', manualTags: [], options: DEFAULT_KEYWORD_OPTIONS },
    ]);
    const launcher = createProcessingLauncher({
      keywords,
      runs,
      workflow: { start: async () => ({ executionId: 'arn:aws:states:us-east-1:1:execution:pipeline:run' }) },
      clock: t.stack.clock,
    });
    const { runId } = await launcher.launch({
      kind: 'retry',
      mode: 'full',
      keywordIds: [created[0]!.id],
      requestedBy: 'admin@example.com',
    });

    const lines: Record<string, unknown>[] = [];
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk) => {
        for (const text of String(chunk).split('\n'))
          if (text.startsWith('{')) lines.push(JSON.parse(text) as Record<string, unknown>);
        return true;
      });
    }
    const answer = await handler({
      'detail-type': 'Step Functions Execution Status Change',
      detail: {
        executionArn: 'arn:aws:states:us-east-1:1:execution:pipeline:run',
        status: 'TIMED_OUT',
        input: JSON.stringify({ runId, keywordIds: [created[0]!.id], maxConcurrency: 8, mode: 'full' }),
      },
    });

    vi.restoreAllMocks();

    expect(answer).toEqual({ markedError: 1 });
    // Found by the runbook's query of a run's lines (its runId), with how the execution ended.
    expect(lines.filter((line) => line.level === 'ERROR')).toEqual([
      expect.objectContaining({
        runId,
        status: 'TIMED_OUT',
        executionArn: 'arn:aws:states:us-east-1:1:execution:pipeline:run',
      }),
    ]);
    expect(await keywords.findById(created[0]!.id)).toMatchObject({
      status: 'Error',
      errorReason: 'The processing workflow timed out',
    });
    expect(await runs.get(runId)).toMatchObject({ state: 'finished', failed: 1 });
    // The run it closed is told to the team.
    const listed = await t.call('GET', '/api/notifications?kind=run_finished', { cookie: await t.signIn() });
    expect((await listed.json()).notifications[0]).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('Stopped: The processing workflow timed out.'),
    });
  });
});

describe('the notification delivery function', () => {
  it('sends the due deliveries through SES with links to the site, and Slack to Slack only', async () => {
    vi.stubEnv('NOTIFICATION_CREDENTIALS_SECRET_ARN', secretArn('notification'));
    vi.stubEnv('NOTIFICATION_EMAIL_FROM', 'Keywright <notifications@keywright.local>');
    vi.stubEnv('SITE_URL', 'https://dash.example.com');
    vi.stubEnv('AWS_ENDPOINT_URL_SESV2', t.stack.sandbox.ses.endpoint);
    const { handler } = (await import('../../functions/src/handlers/notification-delivery')) as {
      handler: Handler;
    };
    await t.stack.deps.notificationStores.settings.save({
      emailRecipients: ['ops@example.com'],
      routes: {},
      retentionDays: 90,
      revenueDeadlineHour: 10,
      slackConfigured: true,
    });
    const title = 'Campaign creation failed: kw_lambda_boots_00001';
    await t.stack.deps.notifier.raise({
      kind: 'campaign_failed',
      severity: 'error',
      title,
      message: 'Meta refused the ad.',
      link: '/meta-campaigns/req-1',
    });
    const slackBefore = t.stack.sandbox.slackMessages().length;

    // The saved webhook is the local Slack sandbox's: the function has no sandbox, and sends to Slack only.
    expect(await handler({})).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(await handler({})).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(secrets.reads).toContain(secretArn('notification'));
    expect(t.stack.sandbox.slackMessages()).toHaveLength(slackBefore);
    const [slack] = (await t.stack.deps.notificationStores.deliveries.latest(10)).filter(
      (delivery) => delivery.channel === 'slack' && delivery.title === title,
    );
    expect(slack).toMatchObject({
      state: 'failed',
      lastError: `The Slack webhook URL is refused: it must be https://hooks.slack.com/services/..., not ${new URL(t.stack.sandbox.slack.webhookUrl).origin}`,
    });
    const emails = (await t.stack.sandbox.sesEmails()).filter((email) => email.subject.endsWith(title));
    expect(emails.map((email) => email.destination.to)).toEqual([['ops@example.com']]);
    expect(emails[0]?.body.text).toContain('https://dash.example.com/meta-campaigns/req-1');
  });
});
