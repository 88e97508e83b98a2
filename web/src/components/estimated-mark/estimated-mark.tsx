import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What "est." means, as the legend and the mark's tooltip say it. */
const ESTIMATED_LEGEND =
  'est. includes revenue from days the partner has not settled yet: an estimate that may still change.';

/** A figure with the "est." mark when it includes estimated revenue. */
export function Estimated({ estimated, children }: { estimated: boolean; children: ReactNode }) {
  if (!estimated) return children;
  return (
    <>
      {children}
      <Typography
        component="abbr"
        title={ESTIMATED_LEGEND}
        sx={{ ml: 0.5, fontSize: 11, fontWeight: 600, color: 'warning.dark', textDecoration: 'none' }}
      >
        est.
      </Typography>
    </>
  );
}

/** The legend under a table whose figures carry the mark. */
export function EstimatedLegend() {
  return (
    <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
      <Typography component="span" sx={{ fontSize: 'inherit', fontWeight: 600, color: 'warning.dark' }}>
        est.
      </Typography>{' '}
      Includes revenue from days the partner has not settled yet; it may still change.
    </Typography>
  );
}
