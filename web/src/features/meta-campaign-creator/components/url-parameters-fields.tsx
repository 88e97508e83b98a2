import { Grid, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';

/**
 * The URL parameters the form shows, in the order of docs/contract.md#campaign-form-defaults; others a
 * profile sets are kept as sent.
 */
const SHOWN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/**
 * The URL parameters: editable only with custom parameters on, which a profile turns off; utm_term is
 * always disabled (it carries the ad set name macro).
 */
export function UrlParametersFields() {
  const form = useFormContext<CampaignFormInput>();
  const custom = form.watch('useCustomUrlParams');
  const profileUsed = form.watch('useDefaultProfile');
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormToggleField<CampaignFormInput>
          name="useCustomUrlParams"
          label="Custom URL parameters"
          variant="switch"
          disabled={profileUsed}
        />
      </Grid>
      {SHOWN.map((key) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <FormTextField<CampaignFormInput>
            name={`urlParameters.${key}`}
            label={key}
            disabled={!custom || profileUsed || key === 'utm_term'}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Typography variant="body2" color="textSecondary">
          Channel tracking parameters are added automatically when the campaign is created.
        </Typography>
      </Grid>
    </Grid>
  );
}
