import { useCallback, useMemo, useState } from 'react';
import type { KeywordSummary } from '#shared/schemas/keywords';

/**
 * Selected rows of the page on screen. A selection belongs to one list (its URL): paging, searching or
 * filtering starts from none, so a bulk action never reaches rows that are out of sight.
 */
export function useRowSelection(listKey: string, rows: readonly KeywordSummary[]) {
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: listKey,
    ids: new Set(),
  });
  const ids = selection.key === listKey ? selection.ids : new Set<string>();
  const selected = useMemo(() => rows.filter((row) => ids.has(row.id)), [rows, ids]);

  const toggle = useCallback(
    (id: string) =>
      setSelection((current) => {
        const next = new Set(current.key === listKey ? current.ids : []);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { key: listKey, ids: next };
      }),
    [listKey],
  );
  const toggleAll = useCallback(
    (checked: boolean) =>
      setSelection({ key: listKey, ids: new Set(checked ? rows.map((row) => row.id) : []) }),
    [listKey, rows],
  );
  const clear = useCallback(() => setSelection({ key: listKey, ids: new Set() }), [listKey]);

  return {
    selected,
    isSelected: (id: string) => ids.has(id),
    allSelected: rows.length > 0 && selected.length === rows.length,
    someSelected: selected.length > 0 && selected.length < rows.length,
    toggle,
    toggleAll,
    clear,
  };
}
