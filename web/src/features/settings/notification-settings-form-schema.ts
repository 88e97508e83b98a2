import { notificationSettingsSchema } from '#shared/schemas/notification-settings';
import * as z from '#shared/zod';
import { numberFromText } from '../../components/form/number-from-text';

/** The recipients box's text (one address a line, or separated by commas) as the list the API takes. */
export const recipientsFromText = (value: unknown): unknown =>
  typeof value === 'string' ? value.split(/[\s,;]+/).filter((address) => address !== '') : value;

const { slackWebhookUrl, emailRecipients, routes, retentionDays, revenueDeadlineHour } =
  notificationSettingsSchema.shape;

/** The shared settings schema, reading the recipients and the numbers from their inputs' text. */
export const notificationSettingsFormSchema = z.object({
  slackWebhookUrl,
  emailRecipients: z.preprocess(recipientsFromText, emailRecipients),
  routes,
  retentionDays: z.preprocess(numberFromText, retentionDays),
  revenueDeadlineHour: z.preprocess(numberFromText, revenueDeadlineHour),
});
