import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import type { MaskedNotificationSettings } from '#shared/schemas/notification-settings';
import { Form } from '../../../../components/form/form';
import { FormActions } from '../../../../components/form/form-actions';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useNotificationSettings } from '../../api/get-notification-settings';
import { useSaveNotificationSettings } from '../../api/save-notification-settings';
import { notificationSettingsFormSchema } from '../../notification-settings-form-schema';
import { CredentialsCard } from '../credentials-card';
import { SecretField } from '../secret-field';
import { NotificationRoutesField } from './notification-routes-field';
import { SlackTestButton } from './slack-test-button';

/** The form holds the recipients as the text of their box. */
type FormValues = Omit<MaskedNotificationSettings, 'emailRecipients' | 'slackSandbox' | 'emailSender'> & {
  emailRecipients: string;
};

const formValues = (saved: MaskedNotificationSettings): FormValues => ({
  slackWebhookUrl: saved.slackWebhookUrl,
  emailRecipients: saved.emailRecipients.join('\n'),
  routes: saved.routes,
  retentionDays: saved.retentionDays,
  revenueDeadlineHour: saved.revenueDeadlineHour,
});

/** The Notifications tab: Slack (a secret webhook, with "Send test"), e-mail recipients, and per kind where each goes. */
export function NotificationSettingsForm() {
  const saved = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <CredentialsCard
      title="Notifications"
      description="Every notification shows in the product (the bell). Choose which also go to Slack and by e-mail, from which severity on."
      isPending={saved.isPending}
      error={saved.error}
    >
      {saved.data && (
        <Form
          key={saved.dataUpdatedAt}
          schema={notificationSettingsFormSchema}
          defaultValues={formValues(saved.data)}
          onSubmit={(input) => save.mutate(input)}
          aria-label="Notification settings"
        >
          {() => (
            <Stack spacing={3}>
              <Stack spacing={1.5}>
                <Typography variant="subtitle2" component="h3">
                  Slack
                </Typography>
                <SecretField<FormValues>
                  name="slackWebhookUrl"
                  label="Slack Incoming Webhook URL"
                  savedMask={saved.data.slackWebhookUrl}
                  disabled={save.isPending}
                />
                {saved.data.slackSandbox && (
                  <Alert severity="info">
                    No webhook is saved: Slack messages go to the local Slack sandbox, which records them.
                  </Alert>
                )}
                <SlackTestButton />
              </Stack>
              <Divider />
              <Stack spacing={1.5}>
                <Typography variant="subtitle2" component="h3">
                  E-mail
                </Typography>
                <FormTextField<FormValues>
                  name="emailRecipients"
                  label="Recipients"
                  multiline
                  minRows={2}
                  placeholder="ops@example.com"
                  helperText={`One address a line. Sent from ${saved.data.emailSender} through Amazon SES.`}
                  disabled={save.isPending}
                />
              </Stack>
              <Divider />
              <NotificationRoutesField disabled={save.isPending} />
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormTextField<FormValues>
                  name="retentionDays"
                  label="Keep notifications for (days)"
                  type="number"
                  inputProps={{ min: 1, max: 365 }}
                  disabled={save.isPending}
                />
                <FormTextField<FormValues>
                  name="revenueDeadlineHour"
                  label="Yesterday's revenue due by (hour, US Eastern)"
                  type="number"
                  inputProps={{ min: 0, max: 23 }}
                  disabled={save.isPending}
                />
              </Box>
              <FormActions label="Save Notification Settings" pending={save.isPending} />
            </Stack>
          )}
        </Form>
      )}
    </CredentialsCard>
  );
}
