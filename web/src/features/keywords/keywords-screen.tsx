import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { PageHeader } from '../../components/layout/page-header';
import { useKeywordList } from './api/get-keywords';
import { HeldRunsAlert } from './components/budget/held-runs-alert';
import { useProcessingDialog } from './components/processing/use-processing-dialog';
import { AddKeywordCard } from './components/simple/add-keyword-card';
import { KeywordCard } from './components/simple/keyword-card';
import { KeywordsPagination } from './components/table/keywords-pagination';

const DeleteKeywordsDialog = lazy(() =>
  import('./components/table/delete-keywords-dialog').then((module) => ({
    default: module.DeleteKeywordsDialog,
  })),
);

const route = getRouteApi('/_authenticated/keywords');

/** `/keywords`, the simple variant: Process All, the Add New Keyword card and a card grid of keywords. */
export function KeywordsScreen() {
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const list = useKeywordList({ page });
  const processing = useProcessingDialog();
  const [deleting, setDeleting] = useState<KeywordSummary>();
  const keywords = list.data?.keywords ?? [];

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Keywords"
        subtitle="Add keywords one at a time and follow their articles."
        actionsAlign="center"
        actions={
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={processing.processAll}
            loading={processing.processAllPending}
            loadingPosition="start"
          >
            Process All
          </Button>
        }
      />
      <HeldRunsAlert />
      <AddKeywordCard />
      {list.isPending ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, py: 6 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2" color="textSecondary">
            Loading keywords...
          </Typography>
        </Box>
      ) : list.isError ? (
        <Stack sx={{ alignItems: 'center', gap: 1.5, py: 6 }}>
          <Typography variant="body2" color="error" role="alert">
            Failed to load keywords. Please try again later.
          </Typography>
          <Button variant="outlined" size="small" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : keywords.length === 0 ? (
        <Typography variant="body1" color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          No keywords yet
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {keywords.map((keyword) => (
            <KeywordCard key={keyword.id} keyword={keyword} onDelete={setDeleting} />
          ))}
        </Box>
      )}
      {list.data && list.data.totalPages > 1 && (
        <KeywordsPagination
          page={page}
          totalPages={list.data.totalPages}
          from={list.data.from}
          to={list.data.to}
          total={list.data.total}
          onPageChange={(next) => void navigate({ search: { page: next } })}
        />
      )}
      <Suspense fallback={null}>
        {deleting && (
          <DeleteKeywordsDialog
            target={{ kind: 'single', keyword: deleting }}
            onClose={() => setDeleting(undefined)}
          />
        )}
      </Suspense>
      {processing.dialog}
    </Stack>
  );
}
