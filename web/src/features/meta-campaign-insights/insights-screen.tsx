import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  AlertTitle,
  Box,
  Chip,
  InputAdornment,
  OutlinedInput,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { filterInsights } from '#shared/insights/insights-filter';
import { type DayRange, presetRange } from '#shared/insights/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { RangePicker } from '../../components/date-range/range-picker';
import { rangeText } from '../../components/date-range/range-selection';
import { EmptyCard } from '../../components/feedback/empty-card';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { SiteFilter } from '../../components/sites/site-filter';
import { useEnrichedInsights } from './api/get-enriched-insights';
import { DailyChartCard } from './components/daily-chart-card';
import { DuplicateButton } from './components/duplicate-dialog/duplicate-button';
import { EstimatesReport } from './components/estimates-report';
import { summarizeInsights } from './components/insights-summary';
import { InsightsTable } from './components/insights-table';
import { RefreshStatus } from './components/refresh-status';
import { SummaryCards } from './components/summary-cards';
import { STATUS_TABS, type StatusTab } from './insights-search';

const route = getRouteApi('/_authenticated/meta-campaign-insights');

/** `/meta-campaign-insights`: Meta's figures with the warehouse's revenue, per campaign, for a US Eastern range. */
export function InsightsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Without a range in the URL: today (docs/contract.md#campaign-insights), fixed once so a day change while
  // open does not refetch.
  const [fallback] = useState(() => presetRange('today', Date.now()));
  const range: DayRange =
    search.since && search.until && search.since <= search.until
      ? { since: search.since, until: search.until }
      : fallback;
  const status: StatusTab = search.status ?? 'ALL';
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const insights = useEnrichedInsights(range, search.site);

  const filter = useCallback(
    (all: EnrichedInsight[]) => filterInsights(all, deferredText, status),
    [deferredText, status],
  );
  const rows = useMemo(() => filter(insights.data?.insights ?? []), [insights.data, filter]);
  const summary = useMemo(() => (insights.data ? summarizeInsights(rows) : undefined), [insights.data, rows]);
  const selectedRows = useMemo(
    () => (insights.data?.insights ?? []).filter((row) => selected.has(row.campaign_id)),
    [insights.data, selected],
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        back={<BackLink to="/">Back to Dashboard</BackLink>}
        title="Campaign Insights"
        subtitle={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {rangeText(range)}
            <Chip size="small" label="EST" variant="outlined" aria-label="Timezone EST" />
          </Box>
        }
        actions={<RefreshStatus info={insights.data} />}
      />

      <RangePicker
        key={`${range.since}/${range.until}`}
        applied={range}
        onApply={(applied) => void navigate({ search: (previous) => ({ ...previous, ...applied }) })}
      />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <OutlinedInput
          size="small"
          placeholder="Search campaigns or keywords..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          inputProps={{ 'aria-label': 'Search campaigns or keywords' }}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 }, bgcolor: 'background.paper' }}
        />
        <Tabs
          value={status}
          onChange={(_, tab: StatusTab) =>
            void navigate({
              search: (previous) => ({ ...previous, status: tab === 'ALL' ? undefined : tab }),
              replace: true,
            })
          }
          aria-label="Campaign status"
        >
          {STATUS_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={tab === 'ALL' ? 'All' : tab} />
          ))}
        </Tabs>
        <SiteFilter
          site={search.site}
          onChange={(site) => void navigate({ search: (previous) => ({ ...previous, site }), replace: true })}
        />
        {selected.size > 0 && (
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="textSecondary">
              {selected.size} campaign(s) selected
            </Typography>
            <DuplicateButton campaigns={selectedRows} />
          </Box>
        )}
      </Box>

      {insights.isError ? (
        <Alert severity="error">
          <AlertTitle>Error</AlertTitle>
          {insights.error.message || 'Failed to load campaign data'}
        </Alert>
      ) : (
        <SummaryCards summary={summary} />
      )}

      {insights.data && rows.length > 0 && (
        <DailyChartCard range={range} search={deferredText} status={status} site={search.site} />
      )}

      {insights.isPending ? (
        <Skeleton variant="rounded" height={280} />
      ) : insights.isError ? null : rows.length === 0 ? (
        <EmptyCard>No campaign data found for the selected period</EmptyCard>
      ) : (
        <InsightsTable rows={rows} selected={selected} onSelectedChange={setSelected} />
      )}

      {insights.data && <EstimatesReport range={range} />}
    </Stack>
  );
}
