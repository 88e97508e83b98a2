import { Grid, InputAdornment, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { ChosenKeyword } from '#shared/meta/campaign-form/apply-profile';
import { BID_AMOUNT_STEP, BUDGET_STEP, MIN_BID_AMOUNT, MIN_DAILY_BUDGET } from '#shared/meta/form-limits';
import { CAMPAIGN_BID_STRATEGIES, needsBidAmount } from '#shared/meta/options/bid-strategies';
import { CAMPAIGN_OBJECTIVES } from '#shared/meta/options/objectives';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { AdsetNameField } from './adset-name-field';
import { ProfileSwitch } from './profile-switch';

const dollars = <InputAdornment position="start">$</InputAdornment>;

/** Step 2: profile, objective, budget, adset name, bid strategy. */
export function CampaignSettingsStep({ keyword }: { keyword: ChosenKeyword | undefined }) {
  const form = useFormContext<CampaignFormInput>();
  const profileUsed = form.watch('useDefaultProfile');
  const strategy = form.watch('bidStrategy');
  return (
    <Stack spacing={3}>
      <ProfileSwitch keyword={keyword} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField<CampaignFormInput>
            name="campaignObjective"
            label="Campaign Objective"
            options={CAMPAIGN_OBJECTIVES}
            disabled={profileUsed}
            helperText={profileUsed ? 'Set by the profile' : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField<CampaignFormInput>
            name="dailyBudget"
            label="Daily Budget"
            type="number"
            startAdornment={dollars}
            inputProps={{ min: MIN_DAILY_BUDGET, step: BUDGET_STEP }}
          />
        </Grid>
        <Grid size={12}>
          <FormToggleField<CampaignFormInput>
            name="useCBO"
            label="Campaign budget optimization (budget on the campaign)"
            variant="switch"
          />
        </Grid>
        <Grid size={12}>
          <AdsetNameField />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField<CampaignFormInput>
            name="bidStrategy"
            label="Bid Strategy"
            options={CAMPAIGN_BID_STRATEGIES}
          />
        </Grid>
        {needsBidAmount(strategy) && (
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField<CampaignFormInput>
              name="bidAmount"
              label="Bid Amount"
              type="number"
              startAdornment={dollars}
              inputProps={{ min: MIN_BID_AMOUNT, step: BID_AMOUNT_STEP }}
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormToggleField<CampaignFormInput> name="createPaused" label="Create paused" variant="checkbox" />
        </Grid>
      </Grid>
    </Stack>
  );
}
