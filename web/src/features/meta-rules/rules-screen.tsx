import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule, RuleInput } from '#shared/schemas/meta-rules';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { EmptyCard } from '../../components/feedback/empty-card';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useDeleteRule } from './api/delete-rule';
import { useCampaignChoices } from './api/get-campaign-choices';
import { useRules } from './api/get-rules';
import { useReleaseHold } from './api/release-hold';
import { useRunRule } from './api/run-rule';
import { useToggleRule } from './api/update-rule';
import { RuleCard } from './components/rule-card';
import { RuleDialog } from './components/rule-dialog';
import { RulesHeader } from './components/rules-header';
import { RunResultDialog } from './components/run-result-dialog';
import { TemplatePicker } from './components/template-picker';
import { useCanManageRules } from './use-can-manage-rules';

/** What the screen has open: the template choice, the rule dialog (editing or a new draft), or nothing. */
type Open = { kind: 'pick' } | { kind: 'edit'; rule?: Rule; draft?: RuleInput } | null;

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 400px), 1fr))',
};

/** `/meta-rules`: the automated campaign rules, with dry runs, runs on demand, and their dialog. */
export function RulesScreen() {
  const canManage = useCanManageRules();
  const rules = useRules();
  const campaigns = useCampaignChoices();
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const run = useRunRule();
  const release = useReleaseHold();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [confirmingRun, setConfirmingRun] = useState<Rule | null>(null);
  const [result, setResult] = useState<{ rule: Rule; result: RuleRunResponse } | null>(null);
  const names = useMemo(
    () => new Map((campaigns.data ?? []).map((campaign) => [campaign.id, campaign.name])),
    [campaigns.data],
  );

  const holds = rules.data?.holds ?? [];

  const start = (rule: Rule, dryRun: boolean) =>
    run.mutate(
      { rule, dryRun },
      {
        onSuccess: (answer) => setResult({ rule, result: answer }),
        onSettled: () => setConfirmingRun(null),
      },
    );

  return (
    <Stack spacing={3}>
      <RulesHeader
        current="/meta-rules"
        canManage={canManage}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'pick' })}>
            New rule
          </Button>
        }
      />
      {rules.error && (
        <Alert severity="error">Could not load the rules: {apiErrorMessage(rules.error)}</Alert>
      )}
      {rules.isPending ? (
        <Box sx={grid} aria-label="Loading rules" aria-busy>
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={240} />
          ))}
        </Box>
      ) : rules.data?.rules.length === 0 ? (
        <EmptyCard>
          No rules yet -{' '}
          {canManage
            ? 'create one from a template (stop-loss, scale winners, revive) or from scratch.'
            : 'someone with the manage_meta_campaigns permission can create them.'}
        </EmptyCard>
      ) : (
        <Box sx={grid}>
          {rules.data?.rules.map((rule) => (
            <RuleCard
              key={rule.id}
              rule={rule}
              campaignNames={names}
              canManage={canManage}
              toggling={toggle.isPending && toggle.variables?.id === rule.id}
              running={run.isPending && run.variables?.rule.id === rule.id}
              onToggle={(chosen) => toggle.mutate(chosen)}
              onDryRun={(chosen) => start(chosen, true)}
              onRun={setConfirmingRun}
              onEdit={(chosen) => setOpen({ kind: 'edit', rule: chosen })}
              onDelete={setDeleting}
              holds={holds.filter((hold) => hold.ruleId === rule.id)}
              releasing={release.isPending ? release.variables : undefined}
              onRelease={(hold) => release.mutate(hold)}
            />
          ))}
        </Box>
      )}
      {open?.kind === 'pick' && (
        <TemplatePicker
          onClose={() => setOpen(null)}
          onChoose={(draft) => setOpen({ kind: 'edit', draft })}
        />
      )}
      {open?.kind === 'edit' && (
        <RuleDialog
          rule={open.rule}
          draft={open.draft}
          campaigns={campaigns.data ?? []}
          campaignsLoading={campaigns.isPending}
          onClose={() => setOpen(null)}
        />
      )}
      {result && (
        <RunResultDialog rule={result.rule} result={result.result} onClose={() => setResult(null)} />
      )}
      <ConfirmDialog
        open={confirmingRun !== null}
        title="Run rule now"
        message={`Run "${confirmingRun?.name ?? ''}" now? It acts on the matching campaigns in Meta at once.`}
        confirmLabel="Run now"
        pending={run.isPending}
        onClose={() => setConfirmingRun(null)}
        onConfirm={() => confirmingRun && start(confirmingRun, false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete rule"
        message={`Are you sure you want to delete the "${deleting?.name ?? ''}" rule? Its log entries stay.`}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
