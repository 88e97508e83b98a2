import { Alert, Box, Link } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Profile } from '#shared/schemas/meta-profiles';
import { useProfiles } from '../../../../api/get-profiles';
import { DialogSection, twoColumns } from '../../../../components/form/dialog-section';
import { FormLaunchBudgetField } from '../../../../components/form/form-launch-budget-field';
import type { SelectOption } from '../../../../components/form/form-select-field';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormStartStatusField } from '../../../../components/form/form-start-status-field';
import { FormToggleField } from '../../../../components/form/form-toggle-field';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import type { SiteFormValues } from './site-form-schema';

type Field = SiteFormValues;

const RouterLink = createLink(Link);

/**
 * The profiles, the default marked; a saved one since deleted stays shown, so it is not silently dropped
 * (while the list loads, the saved one is all there is).
 */
function profileOptions(profiles: readonly Profile[] | undefined, saved: string | undefined) {
  if (!profiles) return saved ? [{ value: saved, label: 'Loading the profiles\u2026' }] : [];
  const options: SelectOption[] = profiles.map((profile) => ({
    value: profile.id,
    label: profile.isDefault ? `${profile.name} (default)` : profile.name,
  }));
  if (saved && !profiles.some((profile) => profile.id === saved)) {
    options.push({ value: saved, label: `${saved} (no longer among the profiles)` });
  }
  return options;
}

/**
 * The site's launch on go-live: off by default; on, the ad settings profile its campaigns are made from
 * (the default one to start with), their daily budget (the profile's when empty) and start status.
 * Without any profile it cannot be switched on, and says where to make one.
 */
export function GoLiveLaunchFields({ saved, disabled }: { saved?: string; disabled: boolean }) {
  const profiles = useProfiles();
  const { getValues, setValue } = useFormContext<Field>();
  const on = useWatch<Field, 'launchOnGoLive.on'>({ name: 'launchOnGoLive.on' });
  const profileId = useWatch<Field, 'launchOnGoLive.profileId'>({ name: 'launchOnGoLive.profileId' });
  const list = profiles.data ?? [];
  const none = profiles.isSuccess && list.length === 0;
  const profile = list.find((entry) => entry.id === profileId);
  // Switched on, it starts from the default profile, as a launch does.
  const fillProfile = (checked: boolean) => {
    const first = list.find((entry) => entry.isDefault) ?? list[0];
    if (checked && first && getValues('launchOnGoLive.profileId') === '')
      setValue('launchOnGoLive.profileId', first.id);
  };
  return (
    <DialogSection title="Campaign on go-live">
      <Box>
        <FormToggleField<Field>
          name="launchOnGoLive.on"
          label="Launch a campaign when an article goes live"
          variant="switch"
          // Once on, it can always be switched off, whatever became of the profiles.
          disabled={disabled || (!on && (profiles.isPending || list.length === 0))}
          note="One campaign per article, made when the article goes live (with a publishing cadence, at its slot); it shows under Launches."
          onToggle={fillProfile}
        />
      </Box>
      {profiles.isError && (
        <Alert severity="error">
          Could not load the ad settings profiles: {apiErrorMessage(profiles.error)}
        </Alert>
      )}
      {none && !on && (
        // The link in the text, not as the alert's action: a button beside the text is squeezed on a phone.
        <Alert severity="info">
          Campaigns are made from an ad settings profile: create one in{' '}
          <RouterLink to="/meta-ad-settings">Ad Settings</RouterLink> first.
        </Alert>
      )}
      {on && (
        <>
          <Box sx={twoColumns}>
            <FormSelectField<Field>
              name="launchOnGoLive.profileId"
              label="Ad settings profile"
              options={profileOptions(profiles.data, saved)}
              disabled={disabled}
            />
            <FormLaunchBudgetField<Field>
              name="launchOnGoLive.dailyBudget"
              profile={profile}
              disabled={disabled}
            />
          </Box>
          <FormStartStatusField<Field> name="launchOnGoLive.status" disabled={disabled} />
        </>
      )}
    </DialogSection>
  );
}
