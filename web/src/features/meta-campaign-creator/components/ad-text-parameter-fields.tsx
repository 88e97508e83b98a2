import { Grid, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { campaignUrlTags } from '#shared/meta/campaign-url';
import { AD_CREATIVE_PARAMETER } from '#shared/meta/url-tags';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { LandingUrlPreview } from '../../../components/landing-url/landing-url-preview';

/**
 * The ad's own text on its landing URL (on unless the profile or the person turns it off, under a name
 * they may change), and the URL Meta will open, built by the code the creation uses, with its length check.
 */
export function AdTextParameterFields({ keyword }: { keyword: KeywordSummary | undefined }) {
  const form = useFormContext<CampaignFormInput>();
  const [urlParameters, callToAction, adsetName, parameter] = form.watch([
    'urlParameters',
    'callToAction',
    'adsetName',
    'adCreativeParameter',
  ]);
  const adCreativeParameter = parameter ?? { enabled: true, name: AD_CREATIVE_PARAMETER };
  const image = keyword?.images[0];
  const { urlTags } = campaignUrlTags(
    { urlParameters, callToAction: String(callToAction ?? ''), adCreativeParameter },
    adsetName ?? '',
    keyword && {
      title: keyword.adTitle,
      description: keyword.adDescription,
      imageText: image?.text ?? '',
    },
  );
  return (
    <Stack spacing={2}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormToggleField<CampaignFormInput>
            name="adCreativeParameter.enabled"
            label="Ad text on the landing URL"
            variant="switch"
            note="Headline, primary text, description, button and the image's text, as search partners ask"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField<CampaignFormInput>
            name="adCreativeParameter.name"
            label="Ad text parameter"
            disabled={!adCreativeParameter.enabled}
          />
        </Grid>
      </Grid>
      {image && image.text === undefined && adCreativeParameter.enabled && (
        <Typography variant="body2" color="warning.main">
          This keyword's image was made before its text was read: regenerate its images to include any text in
          them.
        </Typography>
      )}
      {keyword?.publishedUrl && (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" component="h3">
            Landing URL as Meta will open it
          </Typography>
          <LandingUrlPreview link={keyword.publishedUrl} urlTags={urlTags} />
        </Stack>
      )}
    </Stack>
  );
}
