import { Alert, Box, Typography } from '@mui/material';
import { landingUrl, MAX_LANDING_URL_LENGTH } from '#shared/meta/url-tags';
import { formatCount } from '../../lib/format';

interface LandingUrlPreviewProps {
  /** The article's URL. */
  link: string;
  /** Meta's `url_tags`, as the campaign was (or will be) created with them. */
  urlTags: string;
}

/**
 * The URL Meta opens when someone clicks the ad: the link with the ad's `url_tags`, whose `{{…}}` macros
 * Meta fills in as it serves the ad. Warns when it is longer than Meta and browsers reliably take
 * (`MAX_LANDING_URL_LENGTH`; docs/upstream/meta-marketing-api.md).
 */
export function LandingUrlPreview({ link, urlTags }: LandingUrlPreviewProps) {
  const url = landingUrl(link, urlTags);
  const tooLong = url.length > MAX_LANDING_URL_LENGTH;
  return (
    <Box>
      <Typography
        component="p"
        variant="body2"
        aria-label="Landing URL"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', overflowWrap: 'anywhere' }}
      >
        {url}
      </Typography>
      <Typography variant="caption" color={tooLong ? 'error' : 'textSecondary'}>
        {formatCount(url.length)} of {formatCount(MAX_LANDING_URL_LENGTH)} characters. Meta fills in the{' '}
        {'{{…}}'} macros when it serves the ad.
      </Typography>
      {tooLong && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          This URL is {formatCount(url.length - MAX_LANDING_URL_LENGTH)} characters longer than Meta and
          browsers reliably open ({formatCount(MAX_LANDING_URL_LENGTH)}). Shorten the ad copy or the URL
          parameters, or turn off the ad's text on the URL.
        </Alert>
      )}
    </Box>
  );
}
