import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { RelatedKeywordSuggestion } from '#shared/schemas/related-keywords';
import { formatCount } from '../../../../lib/format';

interface SuggestionChecklistProps {
  suggestions: readonly RelatedKeywordSuggestion[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  disabled: boolean;
}

/**
 * The suggestions to pick from. One that has the same words as an existing keyword of the site comes
 * unchecked, naming that keyword: added anyway, it would make a near-duplicate article. "All new" checks
 * every other one.
 */
export function SuggestionChecklist({ suggestions, chosen, onChange, disabled }: SuggestionChecklistProps) {
  const fresh = suggestions.filter((suggestion) => !suggestion.collision).map((s) => s.keyword);
  const allFresh = fresh.length > 0 && fresh.every((keyword) => chosen.has(keyword));
  const toggle = (keyword: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(keyword);
    else next.delete(keyword);
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
      >
        <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
          Suggestions ({formatCount(chosen.size)} of {formatCount(suggestions.length)} chosen)
        </Typography>
        <FormControlLabel
          label="All new"
          disabled={disabled || fresh.length === 0}
          control={
            <Checkbox
              size="small"
              checked={allFresh}
              indeterminate={!allFresh && fresh.some((keyword) => chosen.has(keyword))}
              onChange={(event) => onChange(event.target.checked ? new Set(fresh) : new Set())}
            />
          }
        />
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {suggestions.map(({ keyword, collision }) => (
          <Box component="li" key={keyword} sx={{ borderTop: 1, borderColor: 'divider', py: 0.25 }}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', mr: 0, width: '100%' }}
              disabled={disabled}
              control={
                <Checkbox
                  sx={{ mt: -0.25 }}
                  checked={chosen.has(keyword)}
                  onChange={(event) => toggle(keyword, event.target.checked)}
                />
              }
              label={
                <Box sx={{ py: 0.75, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{keyword}</Typography>
                  {collision && (
                    <Typography variant="caption" sx={{ color: 'warning.dark', display: 'block' }}>
                      Same words as the existing keyword “{collision.keyword}”
                    </Typography>
                  )}
                </Box>
              }
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
