import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  OutlinedInput,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useCampaignCounts } from '../../../api/get-campaign-counts';
import { usePublishedKeywords } from '../../../api/get-published-keywords';
import {
  CampaignCount,
  ShowOlderArticles,
} from '../../../components/published-articles/published-article-parts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The server is asked once typing pauses this long. */
const SEARCH_SETTLE_MS = 300;

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  width: '100%',
  minWidth: 0,
  px: 1,
  py: 0.25,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

interface ArticleChooserProps {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * The live articles (keywords with a published article), newest first and 100 at a time, searched on the
 * server, each with a box and its campaign count: the launch makes one campaign for each one ticked.
 */
export function ArticleChooser({ selected, onChange }: ArticleChooserProps) {
  const [search, setSearch] = useState('');
  const idPrefix = useId();
  const settled = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS);
  const published = usePublishedKeywords(settled);
  const counts = useCampaignCounts().data?.counts ?? {};
  const keywords = published.data?.pages.flatMap((page) => page.keywords) ?? [];
  const chosen = new Set(selected);
  const toggle = (id: string) =>
    onChange(chosen.has(id) ? selected.filter((entry) => entry !== id) : [...selected, id]);
  const unchosen = keywords.filter((keyword) => !chosen.has(keyword.id));

  return (
    <Stack spacing={1.5}>
      <OutlinedInput
        size="small"
        placeholder="Search published articles..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        inputProps={{ 'aria-label': 'Search published articles' }}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ mr: 'auto', fontWeight: 600 }} aria-live="polite">
          {selected.length} selected
        </Typography>
        <Button
          size="small"
          disabled={unchosen.length === 0}
          onClick={() => onChange([...selected, ...unchosen.map((keyword) => keyword.id)])}
        >
          Select all shown
        </Button>
        <Button size="small" color="inherit" disabled={selected.length === 0} onClick={() => onChange([])}>
          Clear
        </Button>
      </Stack>
      {published.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : published.isError ? (
        <Alert severity="error">{published.error.message}</Alert>
      ) : keywords.length === 0 ? (
        <Typography color="textSecondary" variant="body2">
          {settled
            ? 'No published article matches the search.'
            : 'No published articles yet: publish a keyword first.'}
        </Typography>
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, maxHeight: 360, overflowY: 'auto' }}>
          <List dense disablePadding aria-label="Published articles">
            {keywords.map((keyword, index) => {
              const count = counts[keyword.id] ?? 0;
              const labelId = `${idPrefix}-${index}`;
              return (
                <ListItem key={keyword.id} disablePadding divider>
                  {/* The whole row is the box's label: a click anywhere on it ticks the box. */}
                  <Box component="label" sx={rowSx}>
                    <Checkbox
                      size="small"
                      checked={chosen.has(keyword.id)}
                      onChange={() => toggle(keyword.id)}
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                    <ListItemText
                      primary={keyword.masterKeyword}
                      secondary={keyword.title}
                      slotProps={{ primary: { id: labelId }, secondary: { noWrap: true } }}
                      sx={{ minWidth: 0 }}
                    />
                    <CampaignCount count={count} />
                  </Box>
                </ListItem>
              );
            })}
          </List>
          <ShowOlderArticles published={published} />
        </Box>
      )}
    </Stack>
  );
}
