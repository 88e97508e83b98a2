import { NativeSelect, OutlinedInput } from '@mui/material';
import { useSiteChoices } from '../../api/get-site-choices';

/**
 * The keyword table's site filter: "All sites" or one site. Shown only when there is more than one site,
 * so a single-site product looks as it always did.
 */
export function SiteFilter({ site, onChange }: { site?: string; onChange: (site?: string) => void }) {
  const choices = useSiteChoices();
  const sites = choices.data ?? [];
  if (sites.length < 2) return null;
  return (
    <NativeSelect
      value={site ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      input={<OutlinedInput size="small" />}
      inputProps={{ 'aria-label': 'Site' }}
      sx={{ minWidth: 140 }}
    >
      <option value="">All sites</option>
      {sites.map((entry) => (
        <option key={entry.id} value={entry.id}>
          {entry.name}
        </option>
      ))}
    </NativeSelect>
  );
}
