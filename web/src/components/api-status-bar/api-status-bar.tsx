import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Box, Button, Chip, CircularProgress, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { createLink } from '@tanstack/react-router';
import { type ReactNode, Suspense, useDeferredValue } from 'react';
import type { ServiceStatus } from '#shared/schemas/settings';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useApiStatus } from './api-status-query';
import { API_STATUS_TILES, anyDisconnected, tileDescription } from './api-status-tiles';
import { StatusTooltip } from './status-tooltip';

const ButtonLink = createLink(Button);

type BarTone = 'neutral' | 'success' | 'error';

const tileSx = {
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: { xs: 0.75, sm: 1 },
  px: { xs: 1, sm: 1.25 },
  py: 0.75,
  borderRadius: 1,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
} as const;
const labelSx = { fontWeight: 600, lineHeight: 1.4, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } as const;
const STATE_LINE_HEIGHT = 20;

function StatusTile({ label, status }: { label: string; status: ServiceStatus }) {
  const Icon = status.connected ? CheckCircleIcon : ErrorIcon;
  return (
    <StatusTooltip title={tileDescription(label, status)}>
      <Box
        component="li"
        tabIndex={0}
        aria-label={tileDescription(label, status)}
        data-connected={status.connected}
        sx={{
          ...tileSx,
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        <Icon fontSize="small" color={status.connected ? 'success' : 'error'} sx={{ mt: '1px' }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={labelSx}>
            {label}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: STATE_LINE_HEIGHT }}>
            {/* Phones have room for one of the two; the icon already tells the state. */}
            <Typography
              variant="caption"
              color={status.connected ? 'success.dark' : 'error.dark'}
              noWrap
              sx={{ display: { xs: status.sandbox ? 'none' : 'block', sm: 'block' } }}
            >
              {status.connected ? 'Connected' : 'Disconnected'}
            </Typography>
            {status.sandbox && (
              <Chip
                label="Sandbox"
                size="small"
                color="warning"
                variant="outlined"
                sx={{ height: 18, fontSize: '0.6875rem', '& .MuiChip-label': { px: 0.75 } }}
              />
            )}
          </Box>
        </Box>
      </Box>
    </StatusTooltip>
  );
}

/**
 * A tile's shape without its text while the status (or the tooltip's chunk) loads: the bar has its final
 * height from the first paint, so the screen below it never moves down (layout shift). No text, so
 * nothing can be pointed at before the real tile replaces it.
 */
function PendingTile() {
  return (
    <Box component="li" sx={tileSx}>
      <Skeleton variant="circular" width={20} height={20} sx={{ mt: '1px', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={labelSx}>
          <Skeleton width="75%" />
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: STATE_LINE_HEIGHT }}>
          <Skeleton variant="rounded" width="50%" height={14} />
        </Box>
      </Box>
    </Box>
  );
}

function TileGrid({ children, hidden }: { children: ReactNode; hidden?: boolean }) {
  return (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={{
        gridArea: 'tiles',
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {children}
    </Box>
  );
}

const pendingTiles = (
  <TileGrid hidden>
    {API_STATUS_TILES.map(({ service }) => (
      <PendingTile key={service} />
    ))}
  </TileGrid>
);

/**
 * The API status bar above every screen: one tile per upstream service, red when any is down, green
 * otherwise; the failure reason is in each tile's tooltip, and sandbox-served tiles say so.
 */
export function ApiStatusBar() {
  const { data: answer, error } = useApiStatus();
  // A query's answer renders synchronously (the query cache is an external store); the tiles are drawn
  // at low priority instead, in slices that input can interrupt.
  const data = useDeferredValue(answer);
  const isPending = !data && !error;
  const tone: BarTone = isPending ? 'neutral' : !data || anyDisconnected(data) ? 'error' : 'success';
  const disconnected = data ? API_STATUS_TILES.filter(({ service }) => !data[service].connected).length : 0;

  let summary = 'Checking API status...';
  if (error && !data) summary = `API status unavailable: ${apiErrorMessage(error)}`;
  else if (data) summary = disconnected ? `${disconnected} of 4 APIs disconnected` : 'All APIs connected';

  return (
    <Box
      role="region"
      aria-label="API status"
      data-tone={tone}
      sx={(theme) => {
        const main = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
        return {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', lg: 'auto minmax(0, 1fr) auto' },
          gridTemplateAreas: { xs: '"summary configure" "tiles tiles"', lg: '"summary tiles configure"' },
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1.25,
          mb: { xs: 2.5, sm: 3 },
          p: { xs: 1, sm: 1.25 },
          pl: { xs: 1.25, sm: 2 },
          borderRadius: 1.5,
          border: 1,
          borderColor: alpha(main, 0.35),
          bgcolor: alpha(main, 0.07),
        };
      }}
    >
      <Box sx={{ gridArea: 'summary', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {isPending ? (
          <CircularProgress size={16} aria-hidden />
        ) : tone === 'success' ? (
          <CheckCircleIcon fontSize="small" color="success" />
        ) : (
          <ErrorIcon fontSize="small" color="error" />
        )}
        <Typography variant="body2" sx={{ fontWeight: 600 }} role="status">
          {summary}
        </Typography>
      </Box>
      {(isPending || data) && (
        <Suspense fallback={pendingTiles}>
          {data ? (
            <TileGrid>
              {API_STATUS_TILES.map(({ service, label }) => (
                <StatusTile key={service} label={label} status={data[service]} />
              ))}
            </TileGrid>
          ) : (
            pendingTiles
          )}
        </Suspense>
      )}
      <ButtonLink
        to="/settings"
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<SettingsOutlinedIcon />}
        sx={{ gridArea: 'configure', bgcolor: 'background.paper', justifySelf: 'end' }}
      >
        Configure
      </ButtonLink>
    </Box>
  );
}
