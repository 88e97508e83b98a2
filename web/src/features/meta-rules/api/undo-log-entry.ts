import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import { apiRequest } from '../../../lib/api-client';
import { useRuleMutation } from './rule-mutation';

/** `POST /api/meta/rules/log/{entryId}/undo`: puts the status or budget back; answers the undo's own entry. */
export async function undoLogEntry(entry: RuleLogEntry): Promise<RuleLogEntry> {
  return (await apiRequest('POST', `/api/meta/rules/log/${encodeURIComponent(entry.id)}/undo`)).json();
}

export function useUndoLogEntry() {
  return useRuleMutation({
    mutationFn: undoLogEntry,
    success: (undo) => ({ title: 'Action undone', description: `${undo.campaignName}: ${undo.message}` }),
    failure: 'Failed to undo action',
  });
}
