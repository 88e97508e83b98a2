import { Alert, Stack } from '@mui/material';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { type DayRange, presetRange } from '#shared/insights/insights-formulas';
import { RangePicker } from '../../components/date-range/range-picker';
import { EmptyCard } from '../../components/feedback/empty-card';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useRuleImpact } from './api/get-rule-impact';
import { ImpactChartCard } from './components/impact-chart-card';
import { ImpactRulesTable } from './components/impact-rules-table';
import { ImpactTotals } from './components/impact-totals';
import { RulesHeader } from './components/rules-header';
import { useCanManageRules } from './use-can-manage-rules';

const route = getRouteApi('/_authenticated/meta-rules/impact');

/** `/meta-rules/impact?since&until`: what the rules did over a range, in estimates with their methods. */
export function RuleImpactScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Without a range in the URL: the last 7 days, fixed once so a day change while open does not refetch.
  const [fallback] = useState(() => presetRange('last7', Date.now()));
  const range: DayRange =
    search.since && search.until && search.since <= search.until
      ? { since: search.since, until: search.until }
      : fallback;
  const impact = useRuleImpact(range);

  return (
    <Stack spacing={3}>
      <RulesHeader current="/meta-rules/impact" canManage={useCanManageRules()} />
      <RangePicker
        key={`${range.since}/${range.until}`}
        applied={range}
        onApply={(applied) => void navigate({ search: applied })}
      />
      {impact.error && (
        <Alert severity="error">Could not load the report: {apiErrorMessage(impact.error)}</Alert>
      )}
      <ImpactTotals totals={impact.data?.totals} />
      <ImpactChartCard daily={impact.data?.daily} />
      {impact.data?.rules.length === 0 ? (
        <EmptyCard>No rule took an action in this range.</EmptyCard>
      ) : (
        impact.data && <ImpactRulesTable rows={impact.data.rules} />
      )}
    </Stack>
  );
}
