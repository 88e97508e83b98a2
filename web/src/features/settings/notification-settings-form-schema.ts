import { notificationSettingsSchema } from '#shared/schemas/notification-settings';
import * as z from '#shared/validation/zod';
import { numberFromText } from '../../components/form/number-from-text';

/** The recipients box's text (one address a line, or separated by commas) as the list the API takes. */
const recipientsFromText = (value: unknown): unknown =>
  typeof value === 'string' ? value.split(/[\s,;]+/).filter((address) => address !== '') : value;

const { slackWebhookUrl, emailRecipients, routes, retentionDays, revenueDeadlineHour } =
  notificationSettingsSchema.shape;

const address = emailRecipients.element;

/**
 * The shared settings schema, reading the recipients and the numbers from their inputs' text. A bad address
 * is reported on the recipients box as a whole (the shared schema would report it on an item of a list
 * the form has no field for), naming the addresses at fault.
 */
export const notificationSettingsFormSchema = z.object({
  slackWebhookUrl,
  emailRecipients: z.preprocess(
    recipientsFromText,
    z
      .array(z.string())
      .superRefine((list, context) => {
        const bad = list.filter((entry) => !address.safeParse(entry).success);
        if (bad.length > 0)
          context.addIssue({ code: 'custom', message: `Must be a valid e-mail address: ${bad.join(', ')}` });
      })
      .pipe(emailRecipients),
  ),
  routes,
  retentionDays: z.preprocess(numberFromText, retentionDays),
  revenueDeadlineHour: z.preprocess(numberFromText, revenueDeadlineHour),
});
