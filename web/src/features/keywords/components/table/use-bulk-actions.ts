import { useState } from 'react';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { useBulkProcess } from '../../api/bulk-process';
import { useBulkRegenerateImages } from '../../api/bulk-regenerate-images';
import { ensureSelection } from './selection-guard';

interface Selection {
  selected: readonly KeywordSummary[];
  clear: () => void;
}

/**
 * The bulk bar's actions over the selection. Each needs at least one selected keyword; the selection is
 * cleared after a successful bulk process (and, in the dialog, after a bulk delete).
 */
export function useBulkActions(selection: Selection) {
  const bulkProcess = useBulkProcess();
  const bulkRegenerate = useBulkRegenerateImages();
  const [deleting, setDeleting] = useState(false);
  const ids = () => selection.selected.map((keyword) => keyword.id);

  return {
    busy: bulkProcess.isPending || bulkRegenerate.isPending,
    process: () => {
      const selected = ids();
      if (ensureSelection(selected, 'process'))
        bulkProcess.mutate({ ids: selected }, { onSuccess: selection.clear });
    },
    regenerateImages: () => {
      const selected = ids();
      if (ensureSelection(selected, 'regenerate')) bulkRegenerate.mutate({ ids: selected });
    },
    /** Asks for confirmation first: the dialog then deletes. */
    confirmDelete: () => {
      if (ensureSelection(ids(), 'delete')) setDeleting(true);
    },
    deleting,
    cancelDelete: () => setDeleting(false),
  };
}
