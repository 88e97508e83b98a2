import { Box, MenuItem, TextField } from '@mui/material';
import { RULE_LOG_STATUSES } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import type { CampaignChoice } from '../api/get-campaign-choices';
import type { RuleLogFilters } from '../api/get-rule-log';
import { RULE_LOG_STATUS_LABELS } from '../rule-labels';

interface LogFiltersProps {
  filters: RuleLogFilters;
  rules: readonly Rule[];
  campaigns: readonly CampaignChoice[];
  onChange: (filters: RuleLogFilters) => void;
}

const ANY = '';
/** Shows the 'All ...' choice of an unset filter instead of an empty box under its label. */
const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

interface FilterSelectProps {
  label: string;
  /** The choice that clears the filter: 'All rules'. */
  all: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, all, value, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={showAll}
      value={value ?? ANY}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value={ANY}>{all}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const STATUS_OPTIONS = RULE_LOG_STATUSES.map((status) => ({
  value: status,
  label: RULE_LOG_STATUS_LABELS[status],
}));

/** Narrows the log by rule, campaign and status; 'All' clears a filter. */
export function LogFilters({ filters, rules, campaigns, onChange }: LogFiltersProps) {
  // A filter from a link may name a rule or campaign no longer listed: keep it choosable, by its id.
  const ruleOptions = rules.map((rule) => ({ value: rule.id, label: rule.name }));
  if (filters.ruleId && !rules.some((rule) => rule.id === filters.ruleId))
    ruleOptions.push({ value: filters.ruleId, label: filters.ruleId });
  const campaignOptions = campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name }));
  if (filters.campaignId && !campaigns.some((campaign) => campaign.id === filters.campaignId))
    campaignOptions.push({ value: filters.campaignId, label: filters.campaignId });
  const set = (key: keyof RuleLogFilters) => (value: string) =>
    onChange({ ...filters, [key]: value || undefined });

  return (
    <Box
      role="search"
      aria-label="Filter the log"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <FilterSelect
        label="Rule"
        all="All rules"
        value={filters.ruleId}
        options={ruleOptions}
        onChange={set('ruleId')}
      />
      <FilterSelect
        label="Campaign"
        all="All campaigns"
        value={filters.campaignId}
        options={campaignOptions}
        onChange={set('campaignId')}
      />
      <FilterSelect
        label="Status"
        all="All statuses"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={set('status')}
      />
    </Box>
  );
}
