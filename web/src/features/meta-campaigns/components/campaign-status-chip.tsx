import { Chip } from '@mui/material';
import type { CampaignStatus } from '#shared/schemas/meta-campaigns';

/** Active or Paused: the only statuses the campaign list shows (docs/contract.md#campaign-list). */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  return (
    <Chip
      size="small"
      color={status === 'ACTIVE' ? 'success' : 'default'}
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      label={status === 'ACTIVE' ? 'Active' : 'Paused'}
    />
  );
}
