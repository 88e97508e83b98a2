import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { CAMPAIGN_CALLS_TO_ACTION } from '#shared/meta/options/calls-to-action';
import { CONVERSION_EVENTS } from '#shared/meta/options/conversion-events';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import type { ProfileChoices } from '#shared/schemas/meta-profiles';
import { FormSelectField } from '../../../components/form/form-select-field';
import { AdTextParameterFields } from './ad-text-parameter-fields';
import { UrlParametersFields } from './url-parameters-fields';

interface TrackingCreativeStepProps {
  keyword: KeywordSummary | undefined;
  choices: ProfileChoices | undefined;
}

const NO_PIXEL = { value: '', label: 'No pixel' };

/** Step 4: the page, the call to action, the pixel and the URL parameters, with the ad's copy shown. */
export function TrackingCreativeStep({ keyword, choices }: TrackingCreativeStepProps) {
  const form = useFormContext<CampaignFormInput>();
  const pixel = form.watch('pixelId');
  const pages = (choices?.pages ?? []).map((page) => ({
    value: page.id,
    label: `${page.name} (${page.id})`,
  }));
  const pixels = (choices?.pixels ?? []).map((entry) => ({
    value: entry.id,
    label: `${entry.name} (${entry.id})`,
  }));
  const events = CONVERSION_EVENTS.filter((event) => !event.unavailable);
  return (
    <Stack spacing={3}>
      {keyword && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="overline" color="textSecondary">
              Ad preview
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {keyword.adTitle}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {keyword.adDescription}
            </Typography>
            <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
              {keyword.publishedUrl}
            </Typography>
          </CardContent>
        </Card>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField<CampaignFormInput> name="pageId" label="Page" options={pages} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField<CampaignFormInput>
            name="callToAction"
            label="Call to Action"
            options={CAMPAIGN_CALLS_TO_ACTION}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField<CampaignFormInput> name="pixelId" label="Pixel" options={[NO_PIXEL, ...pixels]} />
        </Grid>
        {pixel && (
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField<CampaignFormInput>
              name="conversionEvent"
              label="Conversion Event"
              options={[{ value: '', label: 'Default for the objective' }, ...events]}
            />
          </Grid>
        )}
      </Grid>
      <UrlParametersFields />
      <AdTextParameterFields keyword={keyword} />
    </Stack>
  );
}
