import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CONTENT_GENERATOR_TITLE } from '#shared/product/product';
import type { AddKeywordsResponse } from '#shared/schemas/keyword-input';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { preferencesQueryOptions } from '../../api/get-preferences';
import { PageHeader } from '../../components/layout/page-header';
import { useHeaderActions } from '../../components/shell/header-actions';
import { useSecondPass } from '../../lib/use-second-pass';
import { keywordListQueryOptions } from './api/get-keywords';
import { HeldRunsAlert } from './components/budget/held-runs-alert';
import { useProcessingDialog } from './components/processing/use-processing-dialog';
import { SitesSummary } from './components/stats/sites-summary';
import { StatCards } from './components/stats/stat-cards';
import { KeywordsTableFallback } from './components/table/keywords-table-fallback';
import { loadKeywordsTable } from './components/table/load-keywords-table';
import type { KeywordTableSearch } from './keywords-search';

// The table (MUI table, checkbox, select, bulk bar) is the heaviest part of the signed-in landing page:
// it comes in its own chunk, behind a stand-in, so the shell stays within its JS budget
// (docs/design-rules.md, "Budgets").
const KeywordsTable = lazy(() => loadKeywordsTable().then((module) => ({ default: module.KeywordsTable })));

const loadAddDialog = () => import('./components/add-dialog/add-keywords-dialog');
const AddKeywordsDialog = lazy(() =>
  loadAddDialog().then((module) => ({ default: module.AddKeywordsDialog })),
);
const KeywordDetailDialog = lazy(() =>
  import('./components/detail/keyword-detail-dialog').then((module) => ({
    default: module.KeywordDetailDialog,
  })),
);

const route = getRouteApi('/_authenticated/');

/** `/`: heading and actions, the four stat cards, the Sites summary and the keyword table, with their dialogs. */
export function DashboardScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const processing = useProcessingDialog();
  const [addOpen, setAddOpen] = useState(false);
  const [addRequested, setAddRequested] = useState(false);
  const [viewing, setViewing] = useState<Pick<KeywordSummary, 'id' | 'masterKeyword'>>();
  const queryClient = useQueryClient();
  // The heading paints first; the cards and the table follow in a second, interruptible render (below
  // the heading, so nothing on screen moves when they come).
  const secondPass = useSecondPass();
  // The add dialog's defaults are ready before anyone opens it.
  useEffect(() => void queryClient.prefetchQuery(preferencesQueryOptions()), [queryClient]);
  // The table's first page is asked for while the table's chunk downloads, not after (same query key).
  useEffect(() => void queryClient.prefetchQuery(keywordListQueryOptions(search)), [queryClient, search]);

  const openAdd = useCallback(() => {
    setAddRequested(true);
    setAddOpen(true);
  }, []);
  useHeaderActions({ onProcessAll: processing.processAll, onAddKeyword: openAdd });

  const onSearchChange = useCallback(
    (changes: Partial<KeywordTableSearch>) =>
      void navigate({
        search: (previous) => ({ ...previous, page: undefined, ...changes }),
        // Typing in the search box replaces the entry rather than stacking one per pause.
        replace: 'search' in changes,
      }),
    [navigate],
  );
  const onAdded = useCallback(
    (result: AddKeywordsResponse) => {
      if (result.created.length > 0) processing.open();
    },
    [processing.open],
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={CONTENT_GENERATOR_TITLE}
        subtitle="Turn master keywords into articles, images and ad materials."
        actionsAlign="center"
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<PlayArrowIcon />}
              onClick={processing.processAll}
              loading={processing.processAllPending}
              loadingPosition="start"
            >
              Process All
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={openAdd}
              onPointerEnter={loadAddDialog}
            >
              Add Keywords
            </Button>
          </>
        }
      />
      {secondPass && <HeldRunsAlert />}
      {secondPass && <StatCards />}
      {secondPass && <SitesSummary />}
      {secondPass && (
        <Suspense fallback={<KeywordsTableFallback />}>
          <KeywordsTable search={search} onSearchChange={onSearchChange} onView={setViewing} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {addRequested && (
          <AddKeywordsDialog open={addOpen} onClose={() => setAddOpen(false)} onAdded={onAdded} />
        )}
        {viewing && <KeywordDetailDialog keyword={viewing} onClose={() => setViewing(undefined)} />}
      </Suspense>
      {processing.dialog}
    </Stack>
  );
}
