import { useState } from 'react';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { useBulkProcess } from '../../api/bulk-process';
import { useBulkRegenerateImages } from '../../api/bulk-regenerate-images';
import { useApproveKeywords, useRegenerateArticles } from '../../api/keyword-quality';
import { bulkProcessRun, bulkRegenerateImagesRun } from '../estimate/run-confirmations';
import { useConfirmRun } from '../estimate/use-confirm-run';
import { ensureSelection } from './selection-guard';

interface Selection {
  selected: readonly KeywordSummary[];
  clear: () => void;
}

/**
 * The bulk bar's actions over the selection. Each needs at least one selected keyword; the selection is
 * cleared after a successful bulk process (and, in the dialog, after a bulk delete). Process and Regenerate
 * Images ask first, with the run's estimate, in `confirmDialog` (render it).
 */
export function useBulkActions(selection: Selection) {
  const bulkProcess = useBulkProcess();
  const bulkRegenerate = useBulkRegenerateImages();
  const approve = useApproveKeywords();
  const regenerateArticle = useRegenerateArticles();
  const [deleting, setDeleting] = useState(false);
  const confirm = useConfirmRun();
  const ids = () => selection.selected.map((keyword) => keyword.id);

  return {
    busy:
      bulkProcess.isPending || bulkRegenerate.isPending || approve.isPending || regenerateArticle.isPending,
    process: () => {
      const selected = ids();
      if (ensureSelection(selected, 'process'))
        confirm.ask(bulkProcessRun(selected), () =>
          bulkProcess.mutate({ ids: selected }, { onSuccess: selection.clear }),
        );
    },
    regenerateImages: () => {
      const selected = ids();
      if (ensureSelection(selected, 'regenerate'))
        confirm.ask(bulkRegenerateImagesRun(selected), () => bulkRegenerate.mutate({ ids: selected }));
    },
    /** The selected keywords held in review are published (the server leaves the others out). */
    approve: () => {
      const selected = ids();
      if (ensureSelection(selected, 'approve')) approve.mutate(selected, { onSuccess: selection.clear });
    },
    regenerateArticle: () => {
      const selected = ids();
      if (ensureSelection(selected, 'regenerate article')) regenerateArticle.mutate(selected);
    },
    /** Asks for confirmation first: the dialog then deletes. */
    confirmDelete: () => {
      if (ensureSelection(ids(), 'delete')) setDeleting(true);
    },
    deleting,
    cancelDelete: () => setDeleting(false),
    /** The confirmation of Process and Regenerate Images, with the run's estimate. */
    confirmDialog: confirm.dialog,
  };
}
