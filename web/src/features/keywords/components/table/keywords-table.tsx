import {
  Box,
  Card,
  Checkbox,
  Collapse,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { ContentSpinner } from '../../../../components/feedback/content-spinner';
import { TableRegion } from '../../../../components/table-region/table-region';
import { usePermission } from '../../../../lib/use-permission';
import { keywordListUrl, useKeywordList } from '../../api/get-keywords';
import { useRetryKeyword } from '../../api/retry-keyword';
import type { KeywordTableSearch } from '../../keywords-search';
import { useCanPublish } from '../../use-can-publish';
import { BulkBar } from './bulk-bar';
import { exportKeywords } from './export-keywords';
import { KeywordRow } from './keyword-row';
import { KeywordsPagination } from './keywords-pagination';
import { EmptyRow, ErrorRow, LoadingRow } from './keywords-table-states';
import { KeywordsToolbar } from './keywords-toolbar';
import { useBulkActions } from './use-bulk-actions';
import { useRowSelection } from './use-row-selection';

const FiltersPanel = lazy(() =>
  import('./filters-panel').then((module) => ({ default: module.FiltersPanel })),
);
const EditKeywordDialog = lazy(() =>
  import('../edit-dialog/edit-keyword-dialog').then((module) => ({ default: module.EditKeywordDialog })),
);
const DeleteKeywordsDialog = lazy(() =>
  import('./delete-keywords-dialog').then((module) => ({ default: module.DeleteKeywordsDialog })),
);

const NO_ROWS: KeywordSummary[] = [];
const HEADERS = ['Primary Tag', 'Master Keyword', 'Title', 'Generated Tags', 'Status', 'URL'];
/** Fixed column widths: long titles and tags wrap (two lines at most) instead of widening the table. */
// The status column fits its longest badge, "Needs review".
const COLUMN_WIDTHS = [140, '14%', '14%', '19%', '16%', 132, '15%', 124];

interface KeywordsTableProps {
  /** The table's state, kept in the URL. */
  search: KeywordTableSearch;
  /** Merges changes into the URL's state; a change that leaves `page` out goes back to page 1. */
  onSearchChange: (changes: Partial<KeywordTableSearch>) => void;
  onView: (keyword: KeywordSummary) => void;
}

/** The keyword list screen's table: toolbar, filters, bulk bar, rows with their states, pagination. */
export function KeywordsTable({ search, onSearchChange, onView }: KeywordsTableProps) {
  const params = { ...search, page: search.page ?? 1, status: search.status ?? 'all' };
  const list = useKeywordList(params);
  // A query's answer renders synchronously (the query cache is an external store); the page of rows, the
  // heaviest part of the screen, is drawn at low priority instead, in slices that input can interrupt.
  const page = useDeferredValue(list.data);
  const rows = page?.keywords ?? NO_ROWS;
  const selection = useRowSelection(keywordListUrl(params), rows);
  const bulk = useBulkActions(selection);
  const retry = useRetryKeyword();
  const mayPublish = useCanPublish();
  const mayLaunch = usePermission('create_meta_campaigns');
  const navigate = useNavigate();
  const activeFilters = [search.createdFrom, search.createdTo, search.publishedOnly].filter(Boolean).length;
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  const [filtersLoaded, setFiltersLoaded] = useState(filtersOpen);
  const [editing, setEditing] = useState<KeywordSummary>();
  const [deleting, setDeleting] = useState<KeywordSummary>();

  const totalPages = page?.totalPages ?? 0;
  // A page past the end (e.g. after deleting the last rows) moves to the new last page.
  useEffect(() => {
    if (totalPages > 0 && params.page > totalPages) onSearchChange({ page: totalPages });
  }, [totalPages, params.page, onSearchChange]);

  return (
    <Card>
      <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
        <KeywordsToolbar
          search={search.search ?? ''}
          onSearchChange={(text) => onSearchChange({ search: text || undefined })}
          status={params.status}
          onStatusChange={(status) => onSearchChange({ status: status === 'all' ? undefined : status })}
          filtersOpen={filtersOpen}
          activeFilters={activeFilters}
          onToggleFilters={() => {
            setFiltersLoaded(true);
            setFiltersOpen((open) => !open);
          }}
          refreshing={list.isFetching}
          onRefresh={() => void list.refetch()}
          onExport={() => exportKeywords(selection.selected, rows)}
          site={search.site}
          onSiteChange={(site) => onSearchChange({ site })}
        />
        <Collapse in={filtersOpen} id="keyword-filters">
          {filtersLoaded && (
            <Box sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'background.default' }}>
              <Suspense fallback={<ContentSpinner />}>
                <FiltersPanel
                  createdFrom={search.createdFrom}
                  createdTo={search.createdTo}
                  publishedOnly={search.publishedOnly}
                  onChange={onSearchChange}
                />
              </Suspense>
            </Box>
          )}
        </Collapse>
        {selection.selected.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <BulkBar
              count={selection.selected.length}
              busy={bulk.busy}
              onProcess={bulk.process}
              onRegenerateImages={bulk.regenerateImages}
              onApprove={bulk.approve}
              canApprove={mayPublish}
              onRegenerateArticle={bulk.regenerateArticle}
              onDelete={bulk.confirmDelete}
              onCancel={selection.clear}
              // Keywords without a published article fail their check in the launch's preview.
              onLaunch={
                mayLaunch
                  ? () =>
                      void navigate({
                        to: '/meta-launches/new',
                        search: { keywordIds: selection.selected.map((keyword) => keyword.id).join(',') },
                      })
                  : undefined
              }
            />
          </Box>
        )}
      </Box>
      <Box sx={{ height: 2 }}>
        {list.isFetching && !list.isPending && <LinearProgress sx={{ height: 2 }} />}
      </Box>
      <TableRegion label="Keywords table">
        <Table
          size="small"
          aria-label="Keywords"
          sx={{ minWidth: 1000, tableLayout: 'fixed', '& td': { overflowWrap: 'anywhere' } }}
        >
          <colgroup>
            {COLUMN_WIDTHS.map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
              <col key={index} style={{ width }} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" sx={{ whiteSpace: 'nowrap' }}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Checkbox
                    size="small"
                    checked={selection.allSelected}
                    indeterminate={selection.someSelected}
                    disabled={rows.length === 0}
                    onChange={(event) => selection.toggleAll(event.target.checked)}
                    slotProps={{ input: { 'aria-label': 'Select all keywords on this page' } }}
                  />
                  ID
                </Stack>
              </TableCell>
              {HEADERS.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isError ? (
              <ErrorRow onRetry={() => void list.refetch()} />
            ) : !page ? (
              <LoadingRow />
            ) : rows.length === 0 ? (
              <EmptyRow />
            ) : (
              rows.map((keyword) => (
                <KeywordRow
                  key={keyword.id}
                  keyword={keyword}
                  mayPublish={mayPublish}
                  selected={selection.isSelected(keyword.id)}
                  onToggle={selection.toggle}
                  onView={onView}
                  onEdit={setEditing}
                  onRetry={(row) => retry.mutate(row.id)}
                  onDelete={setDeleting}
                />
              ))
            )}
          </TableBody>
        </Table>
      </TableRegion>
      {page && page.total > 0 && (
        <Box sx={{ p: { xs: 2, sm: 2.5 }, borderTop: 1, borderColor: 'divider' }}>
          <KeywordsPagination
            page={params.page}
            totalPages={page.totalPages}
            from={page.from}
            to={page.to}
            total={page.total}
            onPageChange={(page) => onSearchChange({ page })}
          />
        </Box>
      )}
      <Suspense fallback={null}>
        {editing && <EditKeywordDialog keyword={editing} onClose={() => setEditing(undefined)} />}
        {(deleting || bulk.deleting) && (
          <DeleteKeywordsDialog
            target={
              deleting
                ? { kind: 'single', keyword: deleting }
                : { kind: 'bulk', keywords: selection.selected }
            }
            onClose={() => {
              setDeleting(undefined);
              bulk.cancelDelete();
            }}
            onDeleted={deleting ? undefined : selection.clear}
          />
        )}
      </Suspense>
      {bulk.confirmDialog}
    </Card>
  );
}
