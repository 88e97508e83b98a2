import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  OutlinedInput,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { useCampaignCounts } from '../../../api/get-campaign-counts';
import { usePublishedKeywords } from '../../../api/get-published-keywords';
import {
  CampaignCount,
  ShowOlderArticles,
} from '../../../components/published-articles/published-article-parts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The server is asked once typing pauses this long. */
const SEARCH_SETTLE_MS = 300;

interface ArticlePickerProps {
  selectedId: string;
  onSelect: (keyword: KeywordSummary) => void;
  error?: string;
}

/** Why some articles are missing: they wait in WordPress for their site's cadence slot. */
function scheduledNote(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1
    ? '1 scheduled article is not offered until WordPress publishes it.'
    : `${count} scheduled articles are not offered until WordPress publishes them.`;
}

/**
 * The published articles to advertise, newest first and 100 at a time, searched on the server (master
 * keywords, by the words of their keyword, title and tags), each with its campaign count.
 */
export function ArticlePicker({ selectedId, onSelect, error }: ArticlePickerProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS);
  const published = usePublishedKeywords(settled);
  const counts = useCampaignCounts();
  const keywords = published.data?.pages.flatMap((page) => page.keywords) ?? [];
  const scheduled = scheduledNote(published.data?.pages[0]?.scheduled ?? 0);

  return (
    <Stack spacing={2}>
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
      {settled && (
        <Typography color="textSecondary" variant="caption">
          Searches master keywords by the words of their keyword, title and tags.
        </Typography>
      )}
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
      {scheduled && (
        <Typography color="textSecondary" variant="body2">
          {scheduled}
        </Typography>
      )}
      {published.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : published.isError ? (
        <Alert severity="error">{published.error.message}</Alert>
      ) : keywords.length === 0 ? (
        <Typography color="textSecondary" variant="body2">
          {settled
            ? 'No published article matches the search.'
            : 'No published articles yet: publish a keyword first.'}
        </Typography>
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, maxHeight: 420, overflowY: 'auto' }}>
          <List disablePadding aria-label="Published articles">
            {keywords.map((keyword) => (
              <ListItem key={keyword.id} disablePadding divider>
                <ListItemButton
                  selected={keyword.id === selectedId}
                  onClick={() => onSelect(keyword)}
                  sx={{ gap: 2, alignItems: 'center' }}
                >
                  <ListItemText
                    primary={keyword.masterKeyword}
                    secondary={keyword.title}
                    slotProps={{ secondary: { noWrap: true } }}
                    sx={{ minWidth: 0 }}
                  />
                  <CampaignCount count={counts.data?.counts[keyword.id] ?? 0} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <ShowOlderArticles published={published} />
        </Box>
      )}
    </Stack>
  );
}
