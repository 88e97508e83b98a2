import { resolve } from 'node:path';
import * as z from 'zod';
import { aiPrices } from '../../functions/src/composition/ai-prices-part';
import { ConfigError, configShape } from '../../functions/src/composition/config';
import { concurrency, imageCount, notificationSender } from '../../functions/src/composition/config-parts';
import { isCommonPassword } from '../../functions/src/domain/auth/common-passwords';
import { COMMON_PASSWORD_MESSAGE } from '../../functions/src/domain/auth/new-password';
import { DEFAULT_ADMIN_PASSWORD } from './default-admin-guard';

const localConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  /** The built SPA to serve (`npm run build:web` writes `web/dist`). */
  SPA_DIR: z.string().min(1).default('web/dist'),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  /** Refused when common, like every password set through the API (only the first start uses it). */
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .max(128)
    .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE)
    .default(DEFAULT_ADMIN_PASSWORD),
  /** `1` mounts `PUT /local/sandbox-knobs`, with which end-to-end tests slow the sandbox down. */
  SANDBOX_CONTROL: z.enum(['0', '1']).default('0'),
  /** `0` turns off the insights refresh timer (every 15 minutes today and yesterday, daily the last 30 days). */
  INSIGHTS_REFRESH: z.enum(['0', '1']).default('1'),
  /**
   * The time the stack's clock starts at (ISO with offset), from which it runs on: end-to-end tests pin
   * the day and hour the app and the sandboxes see. Unset: the system's time.
   */
  LOCAL_CLOCK: z.iso.datetime({ offset: true }).optional(),
  /** `0` stops the timer that sends notifications to Slack and e-mail (every 5 s). */
  NOTIFICATIONS_DELIVERY: z.enum(['0', '1']).default('1'),
  // The settings the Lambda functions read too, checked as they are there.
  ...configShape([concurrency, imageCount, aiPrices]),
  /** The sender of notification e-mail; the SES sandbox accepts only its own domain, as SES does. */
  NOTIFICATION_EMAIL_FROM: notificationSender().NOTIFICATION_EMAIL_FROM.optional(),
});

/** The local server's settings from the environment, with the embedded defaults of `npm start`. */
export function readLocalConfig(env: NodeJS.ProcessEnv) {
  const result = localConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid local configuration: ${problems.join('; ')}`);
  }
  const { PORT, HOST, DATA_DIR, SPA_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, SANDBOX_CONTROL, INSIGHTS_REFRESH } =
    result.data;
  const { PIPELINE_MAX_CONCURRENCY, PIPELINE_IMAGE_COUNT, AI_PRICES } = result.data;
  const { NOTIFICATIONS_DELIVERY, NOTIFICATION_EMAIL_FROM, LOCAL_CLOCK } = result.data;
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(DATA_DIR),
    spaDir: resolve(SPA_DIR),
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    sandboxControl: SANDBOX_CONTROL === '1',
    insightsRefresh: INSIGHTS_REFRESH === '1',
    clockStartMs: LOCAL_CLOCK === undefined ? undefined : Date.parse(LOCAL_CLOCK),
    notifications: { deliveryTimer: NOTIFICATIONS_DELIVERY === '1', emailFrom: NOTIFICATION_EMAIL_FROM },
    settings: {
      pipelineMaxConcurrency: PIPELINE_MAX_CONCURRENCY,
      imageCount: PIPELINE_IMAGE_COUNT,
      aiPrices: AI_PRICES,
    },
  };
}
