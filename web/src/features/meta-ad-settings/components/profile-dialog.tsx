import { Alert, Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { PROFILE_BID_PLACEHOLDER, PROFILE_BUDGET_PLACEHOLDER } from '#shared/meta/form-defaults';
import {
  AGE_CHOICES,
  BID_AMOUNT_STEP,
  BUDGET_STEP,
  MIN_BID_AMOUNT,
  MIN_DAILY_BUDGET,
} from '#shared/meta/form-limits';
import { DEVICE_TYPES, GENDERS, OS_TYPES } from '#shared/meta/options/audience';
import { PROFILE_BID_STRATEGIES } from '#shared/meta/options/bid-strategies';
import { PROFILE_CALLS_TO_ACTION } from '#shared/meta/options/calls-to-action';
import { CONVERSION_EVENTS } from '#shared/meta/options/conversion-events';
import { PROFILE_COUNTRIES } from '#shared/meta/options/countries';
import { CONVERSIONS_OBJECTIVE, PROFILE_OBJECTIVES } from '#shared/meta/options/objectives';
import { RECOMMENDED_UTM_SOURCE, URL_MACROS } from '#shared/meta/url-tags';
import type { Profile, ProfileChoices } from '#shared/schemas/meta-profiles';
import { DialogSection, twoColumns } from '../../../components/form/dialog-section';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { entryOptions } from '../../../components/form/entry-options';
import { FormOptionCheckboxes } from '../../../components/form/form-option-checkboxes';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileFormValues, profileFormSchema, toFormValues } from '../profile-form-schema';

interface ProfileDialogProps {
  /** The profile to edit; none to create one. */
  profile?: Profile;
  choices: ProfileChoices | undefined;
  onClose: () => void;
}

const AGE_OPTIONS = AGE_CHOICES.map((age) => ({ value: String(age), label: String(age) }));
const AGE_FIELDS = [
  { name: 'defaultAgeMin', label: 'Minimum Age' },
  { name: 'defaultAgeMax', label: 'Maximum Age' },
] as const;

/** Whom the profile's campaigns reach, each a set of options ticked. */
const AUDIENCE_FIELDS = [
  { name: 'defaultCountries', label: 'Countries', options: PROFILE_COUNTRIES },
  { name: 'defaultDeviceTypes', label: 'Device Types', options: DEVICE_TYPES },
  { name: 'defaultOsTypes', label: 'Operating Systems', options: OS_TYPES },
  { name: 'defaultGenders', label: 'Genders', options: GENDERS },
] as const;

/** The URL parameters' defaults, each with the suggested value as its placeholder. */
const UTM_FIELDS = [
  { name: 'defaultUtmSource', label: 'utm_source', placeholder: RECOMMENDED_UTM_SOURCE },
  { name: 'defaultUtmMedium', label: 'utm_medium', placeholder: URL_MACROS.adsetId },
  { name: 'defaultUtmCampaign', label: 'utm_campaign', placeholder: URL_MACROS.campaignId },
  { name: 'defaultUtmContent', label: 'utm_content', placeholder: URL_MACROS.adId },
  { name: 'defaultUtmTerm', label: 'utm_term', placeholder: URL_MACROS.adsetName },
] as const;

/** Whether campaigns made with the profile carry the ad's text on their URL, and under which name. */
function AdTextFields({ disabled }: { disabled: boolean }) {
  const on = useWatch<ProfileFormValues, 'adTextOnUrl'>({ name: 'adTextOnUrl' });
  return (
    <>
      <FormToggleField<ProfileFormValues>
        name="adTextOnUrl"
        label="Ad text on the landing URL"
        variant="switch"
        disabled={disabled}
        note="The ad's complete text, as search partners ask of the landing page"
      />
      <FormTextField<ProfileFormValues>
        name="adTextParameter"
        label="Ad text parameter"
        disabled={disabled || !on}
      />
    </>
  );
}

/** The fields whose presence depends on others: the event for Conversions, the amount for a capped bid. */
function CampaignSettings({ disabled }: { disabled: boolean }) {
  const objective = useWatch<ProfileFormValues, 'defaultObjective'>({ name: 'defaultObjective' });
  const strategy = useWatch<ProfileFormValues, 'defaultBidStrategy'>({ name: 'defaultBidStrategy' });
  return (
    <DialogSection title="Campaign Settings">
      <FormTextField<ProfileFormValues> name="name" label="Profile Name" autoFocus disabled={disabled} />
      <Box sx={twoColumns}>
        <FormSelectField<ProfileFormValues>
          name="defaultObjective"
          label="Objective"
          options={PROFILE_OBJECTIVES}
          disabled={disabled}
        />
        {objective === CONVERSIONS_OBJECTIVE && (
          <FormSelectField<ProfileFormValues>
            name="defaultConversionEvent"
            label="Conversion Event"
            options={CONVERSION_EVENTS}
            disabled={disabled}
          />
        )}
      </Box>
      <Box sx={twoColumns}>
        <FormTextField<ProfileFormValues>
          name="defaultDailyBudget"
          label="Daily Budget ($)"
          type="number"
          placeholder={PROFILE_BUDGET_PLACEHOLDER}
          inputProps={{ min: MIN_DAILY_BUDGET, step: BUDGET_STEP, inputMode: 'decimal' }}
          disabled={disabled}
        />
        <FormSelectField<ProfileFormValues>
          name="defaultBidStrategy"
          label="Bid Strategy"
          options={PROFILE_BID_STRATEGIES}
          disabled={disabled}
        />
      </Box>
      {strategy !== 'AUTO' && (
        <FormTextField<ProfileFormValues>
          name="defaultBidAmount"
          label="Bid Amount ($)"
          type="number"
          placeholder={PROFILE_BID_PLACEHOLDER}
          helperText="Optional; leave empty to enter it per campaign"
          inputProps={{ min: MIN_BID_AMOUNT, step: BID_AMOUNT_STEP, inputMode: 'decimal' }}
          disabled={disabled}
        />
      )}
    </DialogSection>
  );
}

/** Create New Profile and Edit Profile: the profile's campaign, targeting, ad and URL parameter defaults. */
export function ProfileDialog({ profile, choices, onClose }: ProfileDialogProps) {
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const pending = create.isPending || update.isPending;
  const title = profile ? 'Edit Profile' : 'Create New Profile';

  return (
    <EditorDialog
      title={title}
      submitLabel={profile ? 'Update Profile' : 'Create Profile'}
      schema={profileFormSchema}
      defaultValues={toFormValues(profile)}
      onSubmit={(values) =>
        profile
          ? update.mutate({ id: profile.id, changes: values }, { onSuccess: onClose })
          : create.mutate(values, { onSuccess: onClose })
      }
      pending={pending}
      onClose={onClose}
      sectioned
    >
      <CampaignSettings disabled={pending} />
      <DialogSection title="Targeting Settings">
        {AUDIENCE_FIELDS.map((field) => (
          <FormOptionCheckboxes<ProfileFormValues> key={field.name} {...field} disabled={pending} />
        ))}
        <Box sx={twoColumns}>
          {AGE_FIELDS.map((field) => (
            <FormSelectField<ProfileFormValues>
              key={field.name}
              {...field}
              options={AGE_OPTIONS}
              disabled={pending}
            />
          ))}
        </Box>
      </DialogSection>
      <DialogSection title="Ad Settings">
        <FormSelectField<ProfileFormValues>
          name="defaultCallToAction"
          label="Call to Action"
          options={PROFILE_CALLS_TO_ACTION}
          disabled={pending}
        />
        <Box sx={twoColumns}>
          <FormSelectField<ProfileFormValues>
            name="defaultPageId"
            label="Page"
            options={entryOptions(choices?.pages ?? [], profile?.defaultPageId)}
            disabled={pending}
          />
          <FormSelectField<ProfileFormValues>
            name="defaultPixelId"
            label="Pixel"
            options={entryOptions(choices?.pixels ?? [], profile?.defaultPixelId)}
            disabled={pending}
          />
        </Box>
      </DialogSection>
      <DialogSection title="URL Parameters">
        <Alert severity="info" variant="outlined">
          Channel tracking parameters are added automatically when campaigns are created.
        </Alert>
        <Box sx={twoColumns}>
          {UTM_FIELDS.map((field) => (
            <FormTextField<ProfileFormValues> key={field.name} {...field} disabled={pending} />
          ))}
          <AdTextFields disabled={pending} />
        </Box>
      </DialogSection>
    </EditorDialog>
  );
}
