import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CAMPAIGN_PAGE_RULE_ID } from '#shared/meta/rules/campaign-page-rule';
import { HELD_AFTER_UNDO, type RuleHold } from '#shared/schemas/meta-rule-holds';
import { RULE_LOG_STATUSES, type RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import type { RuleMetric } from '#shared/schemas/meta-rules';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { EmptyCard } from '../../components/feedback/empty-card';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useCampaignChoices } from './api/get-campaign-choices';
import { type RuleLogFilters, useRuleLog } from './api/get-rule-log';
import { useRules } from './api/get-rules';
import { useReleaseHold } from './api/release-hold';
import { useUndoLogEntry } from './api/undo-log-entry';
import { LogEntry } from './components/log-entry';
import { LogFilters } from './components/log-filters';
import { RulesHeader } from './components/rules-header';
import { actionInWords, changeInWords } from './rule-words';
import { useCanManageRules } from './use-can-manage-rules';

const route = getRouteApi('/_authenticated/meta-rules/log');

/** The hold an entry led to (the undone action, the undo) or was skipped for, if it still lasts. */
function holdOf(entry: RuleLogEntry, holds: readonly RuleHold[]): RuleHold | undefined {
  return holds.find(
    (hold) =>
      hold.entryId === entry.id ||
      hold.undoEntryId === entry.id ||
      (hold.ruleId === entry.ruleId &&
        hold.campaignId === entry.campaignId &&
        entry.status === 'skipped' &&
        entry.message.includes(HELD_AFTER_UNDO)),
  );
}

/** `/meta-rules/log`: every evaluation and action, newest first, filtered from the URL, with undo. */
export function RuleLogScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters: RuleLogFilters = {
    ruleId: search.ruleId,
    campaignId: search.campaignId,
    status: RULE_LOG_STATUSES.find((status) => status === search.status),
  };
  const canManage = useCanManageRules();
  const log = useRuleLog(filters);
  const rules = useRules();
  const campaigns = useCampaignChoices();
  const undo = useUndoLogEntry();
  const release = useReleaseHold();
  const holds = rules.data?.holds ?? [];
  const [undoing, setUndoing] = useState<RuleLogEntry | null>(null);
  const metricsOf = useMemo(
    () =>
      new Map<string, RuleMetric[]>([
        ...(rules.data?.rules ?? []).map((rule): [string, RuleMetric[]] => [
          rule.id,
          rule.conditions.map((c) => c.metric),
        ]),
        // A person's creative refresh from the campaign page read no figures.
        [CAMPAIGN_PAGE_RULE_ID, []],
      ]),
    [rules.data],
  );
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  // The filter offers the store's recent campaigns and any the loaded entries name (older or deleted ones).
  const campaignOptions = useMemo(() => {
    const known = new Map((campaigns.data ?? []).map((campaign) => [campaign.id, campaign]));
    for (const entry of log.data?.pages.flatMap((page) => page.entries) ?? [])
      if (!known.has(entry.campaignId))
        known.set(entry.campaignId, { id: entry.campaignId, name: entry.campaignName, status: '' });
    return [...known.values()];
  }, [campaigns.data, log.data]);
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack spacing={3}>
      <RulesHeader current="/meta-rules/log" canManage={canManage} />
      <LogFilters
        filters={filters}
        rules={rules.data?.rules ?? []}
        campaigns={campaignOptions}
        onChange={(next) => void navigate({ search: next, replace: true })}
      />
      {log.error && (
        <Alert severity="error">Could not load the action log: {apiErrorMessage(log.error)}</Alert>
      )}
      {log.isPending ? (
        <Stack spacing={1.5} aria-label="Loading the action log" aria-busy>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : entries.length === 0 && !log.error ? (
        <EmptyCard>
          {filtered
            ? 'No log entries match these filters.'
            : 'No rule has been evaluated yet - the log fills after the next refresh or a run.'}
        </EmptyCard>
      ) : (
        <Box component="ul" aria-label="Action log" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {entries.map((entry) => (
            <LogEntry
              key={entry.id}
              entry={entry}
              metrics={metricsOf.get(entry.ruleId)}
              canManage={canManage}
              onUndo={setUndoing}
              hold={holdOf(entry, holds)}
              releasing={
                release.isPending &&
                release.variables?.ruleId === entry.ruleId &&
                release.variables.campaignId === entry.campaignId
              }
              onRelease={(hold) => release.mutate(hold)}
            />
          ))}
        </Box>
      )}
      {log.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            Load older entries
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={undoing !== null}
        title="Undo action"
        message={
          undoing
            ? `Undo "${actionInWords(undoing.action)}" on ${undoing.campaignName}? It changes ${changeInWords(undoing.after, undoing.before)} in Meta.`
            : ''
        }
        confirmLabel="Undo"
        pending={undo.isPending}
        onClose={() => setUndoing(null)}
        onConfirm={() => undoing && undo.mutate(undoing, { onSettled: () => setUndoing(null) })}
      />
    </Stack>
  );
}
