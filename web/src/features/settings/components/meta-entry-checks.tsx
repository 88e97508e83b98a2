import { Alert, AlertTitle, Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MetaAsset } from '#shared/schemas/meta-credentials';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { META_ASSET_KINDS } from '../api/get-meta-assets';

interface MetaEntryChecksProps {
  /** One answer per kind, in `META_ASSET_KINDS` order. */
  checks: UseQueryResult<MetaAsset[], Error>[];
}

/**
 * Which saved ad accounts, pages and pixels this token cannot use (a mistyped id, a page the default ad
 * account may not promote), so they are fixed before a campaign fails on them.
 */
export function MetaEntryChecks({ checks }: MetaEntryChecksProps) {
  if (checks.some((check) => check.isFetching)) return null;
  const problems = checks.flatMap((check, index) => {
    const label = META_ASSET_KINDS[index]?.label ?? '';
    if (check.error) return [`${label}s could not be checked: ${apiErrorMessage(check.error)}`];
    return (check.data ?? [])
      .filter((asset) => !asset.accessible)
      .map((asset) => `${label} ${asset.name} (${asset.id}): ${asset.error ?? 'not accessible'}`);
  });
  const checked = checks.reduce((sum, check) => sum + (check.data?.length ?? 0), 0);
  if (problems.length === 0) {
    return checked > 0 ? (
      <Alert severity="success" variant="outlined">
        All {checked} saved ad accounts, pages and pixels are accessible with this token.
      </Alert>
    ) : null;
  }
  return (
    <Alert severity="warning">
      <AlertTitle>Saved entries Meta does not give access to</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}
