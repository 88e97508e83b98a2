import { Box, Card, Skeleton, Stack } from '@mui/material';
import { KeywordsLoading } from './keywords-loading';

/**
 * Stands in for the keyword table while its chunk downloads: the same card with placeholders where the
 * toolbar (search box, then the buttons, wrapping as the toolbar does) and the header row go, and the
 * message the table itself shows until its first page arrives, so little moves when the table swaps in.
 */
export function KeywordsTableFallback() {
  return (
    <Card aria-busy>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Skeleton variant="rounded" height={40} sx={{ flex: '1 1 240px', maxWidth: { md: 420 } }} />
        <Skeleton
          variant="rounded"
          sx={{ width: 440, maxWidth: '100%', height: { xs: 88, sm: 40 }, ml: { md: 'auto' } }}
        />
      </Stack>
      <Box sx={{ height: 62, px: 2, display: 'flex', alignItems: 'center' }}>
        <Skeleton width="100%" />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <KeywordsLoading />
      </Box>
    </Card>
  );
}
