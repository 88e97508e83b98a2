import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { MAX_DUPLICATES_PER_REQUEST } from '#shared/schemas/meta-duplicate';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';

interface CampaignToggleListProps {
  campaigns: readonly EnrichedInsight[];
  chosen: ReadonlySet<string>;
  onToggle: (campaignId: string, on: boolean) => void;
  disabled: boolean;
}

/** The selected campaigns as the duplicate dialog's toggle set (docs/contract.md#duplicate-dialog): each can be left out of this copy. */
export function CampaignToggleList({ campaigns, chosen, onToggle, disabled }: CampaignToggleListProps) {
  const id = useId();
  const tooMany = chosen.size > MAX_DUPLICATES_PER_REQUEST;
  return (
    <FormControl component="fieldset" error={tooMany || chosen.size === 0} disabled={disabled}>
      <FormLabel component="legend">Campaigns to duplicate</FormLabel>
      <FormGroup aria-describedby={`${id}-help`}>
        {campaigns.map((campaign) => (
          <FormControlLabel
            key={campaign.campaign_id}
            label={campaign.campaign_name}
            sx={{ overflowWrap: 'anywhere' }}
            control={
              <Checkbox
                checked={chosen.has(campaign.campaign_id)}
                onChange={(event) => onToggle(campaign.campaign_id, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={`${id}-help`}>
        {chosen.size === 0
          ? 'Select at least one campaign to duplicate'
          : `At most ${MAX_DUPLICATES_PER_REQUEST} campaigns can be duplicated at once`}
      </FormHelperText>
    </FormControl>
  );
}
