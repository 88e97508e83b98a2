import { Box, Button, Chip } from '@mui/material';
import type { usePublishedKeywords } from '../../api/get-published-keywords';

/**
 * How many campaigns advertise an article already: green while none does (docs/contract.md#campaign-creator).
 * The campaign creator's article picker and a launch's article chooser show it alike.
 */
export function CampaignCount({ count }: { count: number }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={count === 0 ? 'success' : 'default'}
      label={`${count} campaign${count === 1 ? '' : 's'}`}
    />
  );
}

/** The next page of published articles, under a list of them, while there is one. */
export function ShowOlderArticles({ published }: { published: ReturnType<typeof usePublishedKeywords> }) {
  if (!published.hasNextPage) return null;
  return (
    <Box sx={{ p: 1, textAlign: 'center' }}>
      <Button
        size="small"
        onClick={() => void published.fetchNextPage()}
        disabled={published.isFetchingNextPage}
      >
        {published.isFetchingNextPage ? 'Loading...' : 'Show older articles'}
      </Button>
    </Box>
  );
}
