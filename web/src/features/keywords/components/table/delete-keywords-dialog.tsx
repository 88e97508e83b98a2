import type { KeywordSummary } from '#shared/schemas/keywords';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useBulkDelete } from '../../api/bulk-delete';
import { useDeleteKeyword } from '../../api/delete-keyword';

export type DeleteTarget =
  | { kind: 'single'; keyword: KeywordSummary }
  | { kind: 'bulk'; keywords: readonly KeywordSummary[] };

interface DeleteKeywordsDialogProps {
  target: DeleteTarget;
  onClose: () => void;
  /** After a successful delete, before closing (e.g. clearing the selection). */
  onDeleted?: () => void;
}

/** Confirms a delete (one keyword from its row, or the selection from the bulk bar), then deletes. */
export function DeleteKeywordsDialog({ target, onClose, onDeleted }: DeleteKeywordsDialogProps) {
  const deleteOne = useDeleteKeyword();
  const deleteMany = useBulkDelete();
  const done = {
    onSuccess: () => {
      onDeleted?.();
      onClose();
    },
  };
  if (target.kind === 'single') {
    return (
      <ConfirmDialog
        open
        title="Delete keyword?"
        message={`"${target.keyword.masterKeyword}" will be deleted with its variants and images. This cannot be undone.`}
        pending={deleteOne.isPending}
        onConfirm={() => deleteOne.mutate(target.keyword.id, done)}
        onClose={onClose}
      />
    );
  }
  const count = target.keywords.length;
  return (
    <ConfirmDialog
      open
      title={`Delete ${count} ${count === 1 ? 'keyword' : 'keywords'}?`}
      message="The selected keywords will be deleted with their variants and images. This cannot be undone."
      pending={deleteMany.isPending}
      onConfirm={() => deleteMany.mutate({ ids: target.keywords.map((keyword) => keyword.id) }, done)}
      onClose={onClose}
    />
  );
}
