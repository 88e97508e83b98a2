import DynamicFeedOutlinedIcon from '@mui/icons-material/DynamicFeedOutlined';
import { Button, Stack } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { newCampaignForm } from '#shared/meta/campaign-form/new-campaign-form';
import { campaignFormSchema } from '#shared/schemas/meta-campaigns';
import { useAdSettingsChoices } from '../../api/get-ad-settings-choices';
import { Form } from '../../components/form/form';
import { PageHeader } from '../../components/layout/page-header';
import { usePermission } from '../../lib/use-permission';
import { creationEnded, useCreateCampaign } from './api/create-campaign';
import { CreatorForm, useGoToCampaigns } from './components/creator-form';
import { MetaConnectionAlerts } from './components/meta-connection-alerts';

const ButtonLink = createLink(Button);

/** `/meta-campaign-creator` and `/meta-ad-creator`: a campaign from a published article, in four steps. */
export function CampaignCreatorScreen() {
  const choices = useAdSettingsChoices();
  const create = useCreateCampaign();
  const goToCampaigns = useGoToCampaigns();
  const [defaults] = useState(newCampaignForm);
  // One idempotency key per creation: a retry after a lost answer or a busy Meta resumes the same one.
  const key = useRef(crypto.randomUUID());
  const mayLaunch = usePermission('create_meta_campaigns');

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Meta Campaign Creator"
        subtitle="Create a Meta ad campaign that advertises one of your published articles."
        actions={
          mayLaunch && (
            <ButtonLink to="/meta-launches/new" variant="outlined" startIcon={<DynamicFeedOutlinedIcon />}>
              Launch many
            </ButtonLink>
          )
        }
      />
      <MetaConnectionAlerts configured={choices.data?.metaConfigured} />
      <Form
        schema={campaignFormSchema}
        defaultValues={defaults}
        aria-label="Create campaign"
        onSubmit={(form) =>
          create.mutate(
            { form, key: key.current },
            {
              onSuccess: () => void goToCampaigns(),
              onError: (error) => {
                if (creationEnded(error)) key.current = crypto.randomUUID();
              },
            },
          )
        }
      >
        {() => <CreatorForm choices={choices.data} pending={create.isPending} />}
      </Form>
    </Stack>
  );
}
