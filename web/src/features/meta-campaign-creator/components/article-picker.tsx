import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Chip,
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
import { useCampaignCounts } from '../api/get-campaign-counts';
import { usePublishedKeywords } from '../api/get-published-keywords';

interface ArticlePickerProps {
  selectedId: string;
  onSelect: (keyword: KeywordSummary) => void;
  error?: string;
}

const matches = (keyword: KeywordSummary, needle: string) =>
  `${keyword.masterKeyword} ${keyword.title}`.toLowerCase().includes(needle);

/** How many campaigns advertise an article already: green while none does, as the spec asks. */
function CampaignCount({ count }: { count: number }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={count === 0 ? 'success' : 'default'}
      label={`${count} campaign${count === 1 ? '' : 's'}`}
    />
  );
}

/** Why some articles are missing: they wait in WordPress for their site's cadence slot. */
function scheduledNote(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1
    ? '1 scheduled article is not offered until WordPress publishes it.'
    : `${count} scheduled articles are not offered until WordPress publishes them.`;
}

/** The published articles to advertise, searchable, each with its campaign count. */
export function ArticlePicker({ selectedId, onSelect, error }: ArticlePickerProps) {
  const published = usePublishedKeywords();
  const counts = useCampaignCounts();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const keywords = (published.data?.keywords ?? []).filter((keyword) => matches(keyword, needle));
  const scheduled = scheduledNote(published.data?.scheduled ?? 0);

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
          {needle
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
        </Box>
      )}
    </Stack>
  );
}
