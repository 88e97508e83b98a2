import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { Badge, Button, IconButton, InputAdornment, NativeSelect, OutlinedInput, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import type { KeywordStatusFilter } from '#shared/schemas/keywords';
import { SiteFilter } from '../../../../components/sites/site-filter';
import { STATUS_FILTERS } from '../../keywords-search';

const STATUS_LABELS: Record<KeywordStatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
  'needs review': 'Needs review',
  scheduled: 'Scheduled',
};

/** Typing settles for this long before the search reaches the URL and the server. */
const SEARCH_DEBOUNCE_MS = 300;

interface KeywordsToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: KeywordStatusFilter;
  onStatusChange: (status: KeywordStatusFilter) => void;
  filtersOpen: boolean;
  activeFilters: number;
  onToggleFilters: () => void;
  refreshing: boolean;
  onRefresh: () => void;
  onExport: () => void;
  site?: string;
  onSiteChange: (site?: string) => void;
}

/** Search box, Filters, status dropdown, refresh and CSV export above the keyword table. */
export function KeywordsToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  filtersOpen,
  activeFilters,
  onToggleFilters,
  refreshing,
  onRefresh,
  onExport,
  site,
  onSiteChange,
}: KeywordsToolbarProps) {
  const [text, setText] = useState(search);
  // The URL wins when it changes from elsewhere (back button, a link).
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearchChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearchChange]);

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <OutlinedInput
        size="small"
        type="search"
        placeholder="Search keywords..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputProps={{ 'aria-label': 'Search keywords' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        sx={{ flex: '1 1 240px', minWidth: 0, maxWidth: { md: 420 } }}
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', ml: { md: 'auto' } }}
      >
        <Button
          variant={filtersOpen ? 'contained' : 'outlined'}
          color={filtersOpen ? 'primary' : 'inherit'}
          startIcon={
            <Badge badgeContent={activeFilters} color="primary" variant="dot" invisible={activeFilters === 0}>
              <FilterListIcon fontSize="small" />
            </Badge>
          }
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls="keyword-filters"
        >
          Filters
        </Button>
        {/* Native: light enough for the dashboard's first load, and the platform's own list on phones. */}
        <NativeSelect
          value={status}
          onChange={(event) => onStatusChange(event.target.value as KeywordStatusFilter)}
          input={<OutlinedInput size="small" />}
          inputProps={{ 'aria-label': 'Status' }}
          sx={{ minWidth: 140 }}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        <SiteFilter site={site} onChange={onSiteChange} />
        <IconButton aria-label="Refresh" onClick={onRefresh} disabled={refreshing}>
          <RefreshIcon
            sx={{
              animation: refreshing ? 'keyword-refresh-spin 800ms linear infinite' : 'none',
              '@keyframes keyword-refresh-spin': { to: { transform: 'rotate(360deg)' } },
            }}
          />
        </IconButton>
        <Button variant="outlined" color="inherit" startIcon={<DownloadIcon />} onClick={onExport}>
          Export CSV
        </Button>
      </Stack>
    </Stack>
  );
}
