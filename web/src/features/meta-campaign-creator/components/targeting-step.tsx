import { Grid, Stack } from '@mui/material';
import { AGE_CHOICES } from '#shared/meta/form-limits';
import { DEVICE_TYPES, GENDERS, OS_TYPES } from '#shared/meta/options/audience';
import { CAMPAIGN_COUNTRIES } from '#shared/meta/options/countries';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { FormOptionCheckboxes } from '../../../components/form/form-option-checkboxes';
import { FormSelectField } from '../../../components/form/form-select-field';

const AGE_OPTIONS = AGE_CHOICES.map((age) => ({ value: String(age), label: String(age) }));

/** Step 3: where and to whom the ad is shown. */
export function TargetingStep() {
  return (
    <Stack spacing={3}>
      <FormOptionCheckboxes<CampaignFormInput>
        name="countries"
        label="Countries"
        options={CAMPAIGN_COUNTRIES}
      />
      <FormOptionCheckboxes<CampaignFormInput>
        name="deviceTypes"
        label="Device Types"
        options={DEVICE_TYPES}
      />
      <FormOptionCheckboxes<CampaignFormInput> name="osTypes" label="Operating Systems" options={OS_TYPES} />
      <FormOptionCheckboxes<CampaignFormInput> name="genders" label="Genders" options={GENDERS} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormSelectField<CampaignFormInput> name="ageMin" label="Minimum Age" options={AGE_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormSelectField<CampaignFormInput> name="ageMax" label="Maximum Age" options={AGE_OPTIONS} />
        </Grid>
      </Grid>
    </Stack>
  );
}
